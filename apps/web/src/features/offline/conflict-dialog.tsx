import { lazy, Suspense } from 'react';
import { useConflicts } from './queue-store';

const Conflicts = lazy(() => import('./conflicts'));

/**
 * Changes made offline that the server refused when they were sent (issue 17): each names the
 * guest, the status the host wanted and the one the booking has now. The server's state stays;
 * nothing is overwritten or tried again. Its code loads only when there is one to show.
 */
export function ConflictDialog() {
  const conflicts = useConflicts();
  return conflicts.length > 0 ? (
    <Suspense fallback={null}>
      <Conflicts conflicts={conflicts} />
    </Suspense>
  ) : null;
}
