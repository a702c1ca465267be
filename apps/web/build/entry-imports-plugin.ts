import type { Plugin } from 'vite';

/**
 * Records the chunks the entry imports statically, directly or through each other, before Vite writes the preload
 * lists. The browser has loaded them before any lazy route asks for its imports, so no list needs to name them.
 */
export const entryImports = (): Plugin & { has: (fileName: string) => boolean } => {
  const loaded = new Set<string>();
  return {
    name: 'entry-imports',
    apply: 'build',
    has: (fileName) => loaded.has(fileName),
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded.clear();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || loaded.has(fileName)) return;
          loaded.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
};
