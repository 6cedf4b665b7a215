/** The continue query: where the user was (path, search and hash), to return there after sign-in. */
export function continueQuery(location: { pathname: string; search: string; hash: string }) {
  return `?continue=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
}

/** Where support staff work with no outlet open: they open one from there, with a reason (issue 15). */
export const SUPPORT_PATH = '/support';
