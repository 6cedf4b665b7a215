import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SUB_PATHS } from '@host/domain/locales';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './lib/error-handler';

/**
 * Vite's hashed bundles (assets/) never change under their name: a year, immutable. Everything else
 * keeps its name across builds (index.html, the translations, the service worker, which docs/rules.md
 * section 7 says a browser must always ask for anew): kept, but checked with the server each time.
 */
export const cacheControlOf = (file: string) => (file.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** The diners' booking page (issue 18): /book/{outlet} and /{subPath}/book/{outlet}, query string or not. */
const BOOKING_PAGE = new RegExp(`^/(?:(?:${SUB_PATHS.join('|')})/)?book/[^/?]+/?(?:\\?.*)?$`);
export const isBookingPageUrl = (url: string) => BOOKING_PAGE.test(url);
/** The sign-in page (issue 34): /{subPath}/login, query string or not; not /login/switch nor /login/reset-password. */
const SIGN_IN_PAGE = new RegExp(`^/(?:${SUB_PATHS.join('|')})/login/?(?:\\?.*)?$`);
export const isSignInPageUrl = (url: string) => SIGN_IN_PAGE.test(url);

/**
 * Serves the built single-page app; any other GET that wants a page gets index.html, except the
 * diners' booking page and the sign-in page, light entries of their own (booking-page.html,
 * sign-in.html: no MUI, router or i18next).
 */
export async function registerWebApp(app: FastifyInstance, dist: string) {
  const hasWebApp = existsSync(path.join(dist, 'index.html'));
  const hasBookingPage = existsSync(path.join(dist, 'booking-page.html'));
  const hasSignInPage = existsSync(path.join(dist, 'sign-in.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      // One route for every file, looked up on request: listing the build's ~670 files as routes
      // took a fifth of a second of every start (issue 16), and a rebuild was not seen until a restart.
      // A file that is not there goes to the not-found handler below, as before.
      wildcard: true,
      // The .br and .gz the web build writes beside each file, for a browser that accepts them (lib/compression.ts).
      preCompressed: true,
      // Set here, not by the plugin, whose own header replaced the one setHeaders gave.
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', cacheControlOf(path.relative(dist, file)));
        // A file's answer depends on the Accept-Encoding asked with it (preCompressed): no cache may hand one on to another.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    // The app's own address: the wildcard route would answer it as a folder (403).
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  } else {
    app.log.warn({ dist }, 'the web app is not built; only the API is served (npm run build)');
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (hasWebApp && isPage && hasBookingPage && isBookingPageUrl(request.url)) {
      // The settings page previews the real booking page in a frame of Host's own origin (issue 28);
      // other sites still may not frame it, and nothing else of Host may be framed at all.
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      return reply.header('Cache-Control', 'no-cache').sendFile('booking-page.html');
    }
    if (hasWebApp && isPage && hasSignInPage && isSignInPageUrl(request.url))
      return reply.header('Cache-Control', 'no-cache').sendFile('sign-in.html');
    if (hasWebApp && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', 'noRoute', { message: `No route ${request.method} ${request.url.split('?')[0]}` }));
  });
}
