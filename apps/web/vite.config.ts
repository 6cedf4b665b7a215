import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 900,
    // Two pages: the app, and the diners' booking page (issue 18), its own light entry (no MUI,
    // no router, no i18next) so it loads under 100 kB gzip of JavaScript.
    rollupOptions: {
      input: { index: resolve(import.meta.dirname, 'index.html'), book: resolve(import.meta.dirname, 'book.html') },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/mqtt': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
