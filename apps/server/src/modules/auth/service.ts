/**
 * What other parts of the server may ask of the auth module: who a bearer token is, the session
 * behind a cookie, and which user an email names (for push). Everything else in the module is its own.
 */
export { authenticateBearer } from './bearer';
export { SESSION_COOKIE, findSession, liveSessionIds } from './sessions';
export { userIdWithEmail } from './repository';
