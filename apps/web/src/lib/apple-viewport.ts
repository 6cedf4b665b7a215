/**
 * On Apple devices that are not phones the host screen is laid out 760 px wide (docs/rules.md section 9):
 * the md breakpoint, whatever the iPad's size. iPadOS Safari says it is a Mac ("Macintosh"), so both are
 * matched; a Mac's desktop browser ignores the viewport tag, so there it changes nothing.
 */
export const APPLE_VIEWPORT_WIDTH = 760;

export function isAppleNonMobile(userAgent: string): boolean {
  return /Macintosh|iPad/.test(userAgent) && !/iPhone|iPod/.test(userAgent);
}

/** Sets the page's viewport tag to 760 px on such a device; elsewhere it stays device-width. */
export function applyAppleViewport(doc: Document = document, nav: Navigator = navigator): void {
  if (!isAppleNonMobile(nav.userAgent)) return;
  doc.querySelector('meta[name="viewport"]')?.setAttribute('content', `width=${APPLE_VIEWPORT_WIDTH}`);
}
