import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { entryImports } from './build/entry-imports-plugin';
import { precompress } from './build/precompress-plugin';
import { planStartChunks, type StartScreens } from './build/start-chunks';

// The dev server forwards the API and OAuth prefixes to a running server (`npm start` listens on 3000).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** The chunks a first page starts from: the sign-in page, and the guard's rules, the gate, the shell, the lists. */
const START_SCREENS: StartScreens = {
  signIn: ['auth-login.route', 'telemetry'],
  start: ['access-rules', 'gate-middleware', 'shell-main.route', 'parcel-list.route', 'sensor-list.route'],
};

/** The chunks between a sign-in and the start pages. */
const PRELOADED_SCREENS = [...START_SCREENS.start, 'auth-login.route', 'auth-accept-tos.route'];
const isPreloadedScreen = (fileName: string) =>
  PRELOADED_SCREENS.some((name) => path.basename(fileName).startsWith(`${name}-`));

/** Everything but the chunk groups, which a first build of this same config plans. */
const baseConfig = (): UserConfig => {
  const loadedByEntry = entryImports();
  return {
    plugins: [react(), loadedByEntry],
    server: {
      proxy: {
        '/back': { target: apiTarget, changeOrigin: true },
        '/oauth': { target: apiTarget, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // Every browser the console supports preloads modules natively; the polyfill would only weigh on the entry
      // chunk, which the sign-in budget keeps small (decision 031).
      modulePreload: {
        polyfill: false,
        // Each lazy screen's preload list sits in the entry chunk. Only the screens on the way to a first page keep
        // theirs (decision 061), less the chunks the entry has already loaded (decision 093); the others fetch their
        // imports once their own chunk arrives.
        resolveDependencies: (filename, deps, { hostType }) => {
          if (hostType === 'html') return deps;
          return isPreloadedScreen(filename) ? deps.filter((dep) => !loadedByEntry.has(dep)) : [];
        },
      },
    },
  };
};

export default defineConfig(async ({ command }) => {
  const config = baseConfig();
  if (command !== 'build') return config;
  const groups = await planStartChunks({ ...baseConfig(), root: import.meta.dirname }, START_SCREENS);
  return {
    ...config,
    plugins: [...(config.plugins ?? []), precompress()],
    build: { ...config.build, rolldownOptions: { output: { codeSplitting: { groups } } } },
  };
});
