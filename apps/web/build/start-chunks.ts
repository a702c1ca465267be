import { build, type InlineConfig, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;
type CodeSplittingGroup = { name: string; priority: number; test: (id: string) => boolean; maxSize?: number };

const VENDOR_CHUNK_BYTES = 1_000_000;

/** The screens a page starts from, by chunk name: what the sign-in page loads, and what a start page loads besides. */
export type StartScreens = { signIn: readonly string[]; start: readonly string[] };

/** The modules of `roots` and of every chunk they import statically, the way a browser loads them. */
const loadedWith = (roots: OutputChunk[], byFile: Map<string, OutputChunk>) => {
  const modules = new Set<string>();
  const seen = new Set<OutputChunk>();
  const pending = [...roots];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    chunk.moduleIds.forEach((id) => modules.add(id));
    chunk.imports.forEach((file) => {
      const imported = byFile.get(file);
      if (imported) pending.push(imported);
    });
  }
  return modules;
};

const without = (set: Set<string>, ...others: Set<string>[]) =>
  new Set([...set].filter((id) => !others.some((other) => other.has(id))));

/**
 * Gathers what the sign-in page and the start screens load into a few chunks (decision 159). Left to itself, the
 * bundler cuts one chunk per set of screens sharing a module: a returning user's browser fetched 162 files before
 * the start list could be asked for.
 *
 * The app is first built without writing, and that cut tells which modules each way loads once unused exports are
 * dropped (an import graph would count whole libraries through their index modules). The real build then groups:
 * - `sign-in`: what the sign-in page loads besides the entry chunk;
 * - `start-vendor`, `start-domain`, `start`: what the start screens load besides, split by how often it changes
 *   (libraries, the domain, the console's shared modules), each one long-cached file.
 * Modules only other screens need keep the bundler's own cut.
 */
export const planStartChunks = async (config: InlineConfig, screens: StartScreens): Promise<CodeSplittingGroup[]> => {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, sourcemap: false },
  });
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const named = (names: readonly string[]) => chunks.filter((chunk) => names.includes(chunk.name));
  const startRoots = named(screens.start);

  const entry = loadedWith(
    chunks.filter((chunk) => chunk.isEntry),
    byFile,
  );
  const signIn = without(
    loadedWith([...chunks.filter((chunk) => chunk.isEntry), ...named(screens.signIn)], byFile),
    entry,
  );
  const start = without(
    loadedWith(startRoots, byFile),
    new Set(startRoots.flatMap((chunk) => chunk.moduleIds)),
    entry,
    signIn,
  );
  const startIn = (folder: RegExp) => (id: string) => start.has(id) && folder.test(id);
  return [
    { name: 'boot', priority: 5, test: (id) => entry.has(id) },
    { name: 'sign-in', priority: 4, test: (id) => signIn.has(id) },
    {
      name: 'start-vendor',
      priority: 3,
      test: startIn(/[\\/]node_modules[\\/]/),
      // In files of a few hundred kB, as a browser fetches and compiles them side by side.
      maxSize: VENDOR_CHUNK_BYTES,
    },
    { name: 'start-domain', priority: 2, test: startIn(/[\\/]packages[\\/]domain[\\/]/) },
    { name: 'start', priority: 1, test: startIn(/[\\/]apps[\\/]web[\\/]src[\\/]/) },
  ];
};
