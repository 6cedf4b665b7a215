// Apart from auth.ts's schemas: the app's shell asks this on every page, and loads no zod for it.

/** docs/rules.md section 2: where an outlet whose brand is not on v3 is sent, or null to render the page. */
export function v3RedirectFor(
  pathname: string,
  brand: { routeToHostv3: boolean; offerHostv3: boolean } | null,
): '/v3-prompt' | '/v3-switch' | null {
  if (!brand || brand.routeToHostv3) return null;
  const exempt =
    ['/__test', '/__private', '/login'].some((p) => pathname.startsWith(p)) || pathname === '/v3-prompt' || pathname === '/v3-switch';
  if (exempt) return null;
  return brand.offerHostv3 ? '/v3-prompt' : '/v3-switch';
}
