/**
 * The build Host is (docs/rules.md section 9): version 0.23.9, a production build with the hotfix for
 * dining duration. Shown in /api/health and in the settings' about line.
 */
export const APP_VERSION = '0.23.9';
/** What the build carries beyond its version. */
export const APP_HOTFIX = 'dining-duration';
