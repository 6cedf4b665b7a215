import { v3RedirectFor } from '@host/domain/v3-routing';
import type { FetchQueryOptions } from '@tanstack/react-query';
import i18n from '../../../i18n/i18n';
import { outletProfileQuery } from '../../../state/outlet-profile';
import { queryClient } from '../../../state/query-client';
import { sessionQueryOptions } from '../../../state/session';
import { publicConfigQuery } from '../../../lib/public-config';
import { areasQuery, combinationsQuery, dayQuery } from '../api/reservations';

/**
 * The host screen's first requests, started by the route's loader while the page's code loads
 * (issue 16: a reload drew the book only after script, session and then data, one after another).
 * The same query options the page uses, so it finds them in flight or done; a failure is the page's
 * to report (its own fetch of the same query), not said twice.
 */
export function prefetch(url: URL) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query keeps its own data type
  const start = (options: FetchQueryOptions<any, any, any, any>) =>
    void queryClient.prefetchQuery({ ...options, meta: { handlesErrors: true } });
  // Every namespace the book's first draw reads (the page's own suspends on each): none is asked only once it renders.
  void i18n.loadNamespaces(['reservations', 'floor', 'offline']);
  // A reload of the floor: its code, loaded by the page only once the page has drawn, is fetched beside the page's own.
  if (url.searchParams.get('view') === 'floor') void import('../../floor').catch(() => undefined);
  start(publicConfigQuery);
  void queryClient.ensureQueryData(sessionQueryOptions).then((session) => {
    const outletId = session?.isOutletLoggedIn ? session.outlet?.id : undefined;
    // Signed out, no outlet yet, or sent elsewhere by V3Gate: the page never asks.
    if (!outletId || v3RedirectFor('/reservations', session?.brand ?? null)) return;
    const date = url.searchParams.get('date') ?? undefined;
    start(dayQuery(outletId, date));
    // The host's actions read today's book whichever day is shown.
    if (date) start(dayQuery(outletId));
    start(areasQuery(outletId));
    start(outletProfileQuery(outletId));
    if (session?.brand?.isEnableTableCombination) start(combinationsQuery(outletId));
  });
}
