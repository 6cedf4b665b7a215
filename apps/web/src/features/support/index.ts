// Support's public surface (issue 15): the banner the shell shows on every page while impersonating.
export { ImpersonationBanner } from './components/impersonation-banner';
