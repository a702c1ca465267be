import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryImports } from './build/entry-imports-plugin';
import { precompress } from './build/precompress-plugin';

// The dev server forwards the API and OAuth prefixes to a running server (`npm start` listens on 3000).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** The chunks between a sign-in and the start pages: the guard's rules, the gate, the shell, the lists. */
const PRELOADED_SCREENS =
  /\/(access-rules|gate-middleware|shell-main\.route|auth-login\.route|auth-accept-tos\.route|parcel-list\.route|sensor-list\.route)-/;

const loadedByEntry = entryImports();

export default defineConfig({
  plugins: [react(), loadedByEntry, precompress()],
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
        return PRELOADED_SCREENS.test(filename) ? deps.filter((dep) => !loadedByEntry.has(dep)) : [];
      },
    },
  },
});
