import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * precache.json: what the service worker keeps of this build for the offline host stand (issue 17,
 * docs/decisions/021): every script and style, Public Sans's Latin fonts, and the names of the
 * translation files (it keeps the current language's). Other fonts are kept as pages use them.
 */
function precacheList(): Plugin {
  return {
    name: 'host-precache-list',
    apply: 'build',
    writeBundle(options, bundle) {
      const assets = Object.keys(bundle)
        .filter(
          (file) => file.startsWith('assets/') && (/\.(js|css)$/.test(file) || /\/public-sans-latin-\d+-normal-[\w-]+\.woff2$/.test(file)),
        )
        .sort()
        .map((file) => `/${file}`);
      const namespaces = readdirSync(path.join(import.meta.dirname, 'public/locales/en'))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      writeFileSync(path.join(options.dir!, 'precache.json'), `${JSON.stringify({ assets, namespaces })}\n`);
    },
  };
}

/**
 * Chinese glyphs are hidden, never drawn as empty boxes, while their subset of Noto Sans SC or TC
 * loads (issue 28: "张丽⊠" on a host stand with no CJK font of its own). Fontsource declares the
 * faces with font-display: swap, which draws the fallback at once; a machine without a CJK font
 * has none. block waits up to three seconds for the subset, which arrives in milliseconds here.
 */
function cjkFontsBlock(): Plugin {
  return {
    name: 'host-cjk-fonts-block',
    enforce: 'pre',
    transform(code, id) {
      if (!/@fontsource[\\/]noto-sans-(sc|tc)[\\/].*\.css$/.test(id)) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: block'), map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), precacheList(), cjkFontsBlock()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 900,
    // Two pages: the app, and the diners' booking page (issue 18), its own light entry (no MUI,
    // no router, no i18next) so it loads under 100 kB gzip of JavaScript.
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        bookingPage: path.resolve(import.meta.dirname, 'booking-page.html'),
      },
      // The libraries in a few chunks instead of one per MUI component and icon: a first load of the
      // book asked for 150 files, now 60 (measured in Chromium: 3.55 s to the first row in a fresh
      // browser, now 3.07 s on two cores). React alone, so the booking page loads no MUI; MUI's parts
      // only when four chunks share them, so the first route's bytes stay as they were (405 kB gzip).
      output: {
        advancedChunks: {
          groups: [
            { name: 'react', priority: 30, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'vendor-mui',
              priority: 20,
              minShareCount: 4,
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|icons-material)|@emotion|@popperjs|react-transition-group|stylis|clsx|react-is|prop-types|hoist-non-react-statics)[\\/]/,
            },
            {
              name: 'vendor-app',
              priority: 20,
              test: /node_modules[\\/](react-router|@tanstack|i18next|react-i18next|notistack|react-hook-form|@hookform|zod|nprogress)[\\/]/,
            },
          ],
        },
      },
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
