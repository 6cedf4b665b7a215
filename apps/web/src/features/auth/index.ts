// Auth's public surface (issue 11): the signed-out frame other sign-in pages share.
export { AuthLayout } from './components/auth-layout';
