import { readdirSync, writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
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
 * Each text file of the build beside itself as .br (brotli at its best) and .gz (gzip -9), sent as they are to a browser
 * that accepts them (apps/server/src/web-app.ts, docs/decisions/040-compressed-answers.md): compressed once here, some
 * 4 s of the build, not at every answer. Small files too: a file the build has no copy of goes through the server's
 * compression as it streams, whatever its size.
 */
const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'host-precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          await writeFile(`${full}.br`, await brotli(content));
          await writeFile(`${full}.gz`, await gzipped(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * app-first-route.json: the app's code for the screen a sign-in lands on (the entry's static imports, the shell's layout
 * and the book, with their styles), which the sign-in page, an entry of its own, prefetches once the user starts typing
 * (src/sign-in/prefetch-app.ts).
 */
const FIRST_ROUTE_MODULES = ['src/layout/dashboard-layout.tsx', 'src/features/reservations/pages/reservations-page.tsx'];
function appFirstRouteList(): Plugin {
  return {
    name: 'host-app-first-route',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const files = new Set<string>();
      const add = (fileName: string) => {
        const chunk = chunks.find((c) => c.fileName === fileName);
        if (!chunk || files.has(`/${fileName}`)) return;
        files.add(`/${fileName}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
        for (const imported of chunk.imports) add(imported);
      };
      const entry = chunks.find((c) => c.isEntry && c.name === 'index');
      if (entry) add(entry.fileName);
      for (const module of FIRST_ROUTE_MODULES) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
        if (!chunk) throw new Error(`app-first-route.json: no chunk for ${module}`);
        add(chunk.fileName);
      }
      // The first route draws no form: zod (about 27 kB gzip) comes with the forms' chunks. A rule that imports it
      // (packages/domain keeps schemas in *-schemas.ts beside zod-free rules) fails the build here, naming the chunk.
      for (const file of files) {
        const chunk = chunks.find((c) => `/${c.fileName}` === file);
        const zod = chunk && Object.keys(chunk.modules).find((id) => /node_modules[\\/]zod[\\/]/.test(id));
        if (zod) throw new Error(`app-first-route.json: ${file} holds ${zod}; the host screen's first route must load no zod`);
      }
      writeFileSync(path.join(options.dir!, 'app-first-route.json'), `${JSON.stringify({ files: [...files] })}\n`);
    },
  };
}

/**
 * The book's early reads (src/early-reads.ts) as an entry of their own, named first in index.html's head: they run as
 * soon as their few hundred bytes are loaded. A second module script written in index.html would be joined into the
 * app's own entry, which runs only once every module it imports has loaded. Built only: in development the app reads
 * as it always did.
 */
function earlyReadsFirst(): Plugin {
  return {
    name: 'host-early-reads-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename, bundle }) {
        if (path.basename(filename) !== 'index.html' || !bundle) return html;
        const chunk = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry && item.name === 'earlyReads');
        if (!chunk) throw new Error('index.html: the early reads entry was not built');
        return { html, tags: [{ tag: 'script', attrs: { type: 'module', src: `/${chunk.fileName}` }, injectTo: 'head-prepend' }] };
      },
    },
  };
}

/** The dev server answers /{subPath}/login with the sign-in page's own entry, as the server does (apps/server/src/app.ts). */
function signInPageInDev(): Plugin {
  return {
    name: 'host-sign-in-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && /^\/[a-z]{2}_[A-Z]{2}\/login\/?(\?.*)?$/.test(req.url ?? '')) req.url = '/sign-in.html';
        next();
      });
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

/**
 * MUI in two chunks: what the host screen's first route draws (the entry, the shell and the book, statically imported),
 * and the rest the other pages share (Autocomplete, Tabs, Switch, tables...). In one chunk, a first load carried about
 * 170 kB (raw) of components it never draws (issue 34: the first route under 250 kB gzip).
 */
const FIRST_ROUTE_ROOTS = ['src/main.tsx', ...FIRST_ROUTE_MODULES].map((m) => path.resolve(import.meta.dirname, m));
let firstRoute: Set<string> | undefined;
/** A new build (a watch's rebuild) follows its own graph: the set is made again from it. */
const firstRouteAgain: Plugin = { name: 'host-first-route-again', apply: 'build', buildStart: () => void (firstRoute = undefined) };
function muiChunkName(moduleId: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) {
  if (!firstRoute) {
    firstRoute = new Set();
    const pending = [...FIRST_ROUTE_ROOTS];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (firstRoute.has(id)) continue;
      firstRoute.add(id);
      pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  return firstRoute.has(moduleId) ? 'vendor-mui' : 'vendor-mui-pages';
}

export default defineConfig({
  plugins: [
    react(),
    precacheList(),
    cjkFontsBlock(),
    appFirstRouteList(),
    signInPageInDev(),
    earlyReadsFirst(),
    firstRouteAgain,
    precompressed(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 900,
    // Three pages: the app; the diners' booking page (issue 18) and the sign-in page (issue 34), each its own light entry
    // (no MUI, no router, no i18next) so each loads React and itself, under 100 and 120 kB gzip of JavaScript. And the
    // book's early reads, which the app's page names first (earlyReadsFirst).
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        bookingPage: path.resolve(import.meta.dirname, 'booking-page.html'),
        signIn: path.resolve(import.meta.dirname, 'sign-in.html'),
        earlyReads: path.resolve(import.meta.dirname, 'src/early-reads.ts'),
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
              name: muiChunkName,
              priority: 20,
              minShareCount: 4,
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|icons-material)|@emotion|@popperjs|react-transition-group|stylis|clsx|react-is|prop-types|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/,
            },
            // Forms and their checks apart: the host screen's first route draws no form until a dialog opens.
            { name: 'vendor-forms', priority: 25, test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            { name: 'vendor-zod', priority: 25, test: /node_modules[\\/]zod[\\/]/ },
            {
              name: 'vendor-app',
              priority: 20,
              test: /node_modules[\\/](react-router|@tanstack|i18next|react-i18next|notistack|nprogress)[\\/]/,
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
