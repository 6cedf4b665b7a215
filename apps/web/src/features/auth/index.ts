// Auth's public surface (issue 11): the signed-out frame other sign-in pages share.
export { AuthLayout } from './components/auth-layout';
// Where a session lands once it acts for an outlet (support staff, after opening one: issue 15).
export { landingPath } from './landing';
