/**
 * What other parts of the server may ask of the auth module: who a bearer token is, and the session
 * behind a cookie. Everything else in the module is its own.
 */
export { authenticateBearer } from './bearer';
export { SESSION_COOKIE, findSession, liveSessionIds } from './sessions';
