import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-plugin';

// The dev server forwards the API and OAuth prefixes to a running server (`npm start` listens on 3000).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
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
    modulePreload: { polyfill: false },
  },
});
