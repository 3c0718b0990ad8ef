/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FIRST_VIEW_PAGES, firstViewChunks } from './vite-plugins/first-view-chunks.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';
import { preloadPagePlugin } from './vite-plugins/preload-page.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

const resolve = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };

/**
 * The server's first-screen renderer (`vite build --ssr src/ssr/render-first-screen.tsx`, see that file): dist-ssr,
 * with React's production build and every dependency inside, so the API imports it as it is.
 */
const firstScreenRendererBuild = defineConfig({
  plugins: [react()],
  resolve,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  ssr: { noExternal: true },
  build: { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', minify: false },
});

const appBuild = defineConfig({
  // The customer page is where an agent goes first: its code and the signed-in shell's (one chunk,
  // firstViewChunks) are fetched alongside the entry.
  plugins: [react(), tailwindcss(), preloadPagePlugin(FIRST_VIEW_PAGES), precompressPlugin()],
  resolve,
  server: {
    proxy: {
      '/trpc': { target: apiTarget, ws: true, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget },
      '/export': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph bench/web-bundle.ts measures routes by.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: firstViewChunks(root, 'src/main.tsx', FIRST_VIEW_PAGES) } },
  },
  test: {
    // A file that renders nothing starts with `// @vitest-environment node`: setting up jsdom and React's test
    // library cost about 0.9 s of CPU per file on the 2-core machine.
    environment: 'jsdom',
    // A worker runs file after file in one jsdom without importing React, Radix and the app's modules again for each
    // (src/test/setup.ts empties the page, the address and storage before each file).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? firstScreenRendererBuild : appBuild));
