/**
 * The keys Host keeps in the browser's storage, in a file that imports nothing: the light sign-in
 * page (src/sign-in) and the app both use them, and the sign-in page must not pull in the app's code.
 */

/** localStorage: the language the user picked last (a sub path such as "zh_SG"), for the next visit to "/". */
export const PREFERRED_LOCALE_KEY = 'host.preferredLocale';

/** sessionStorage: the address the app's /login route last reloaded to reach the sign-in page (once per address). */
export const SIGN_IN_RELOAD_KEY = 'host.signInReload';
