import { lazyPart } from '../../components/lazy-part';
import { useConflicts } from './queue-store';

const Conflicts = lazyPart(() => import('./conflicts').then((m) => m.default), 'quiet');

/**
 * Changes made offline that the server refused when they were sent (issue 17): each names the
 * guest, the status the host wanted and the one the booking has now. The server's state stays;
 * nothing is overwritten or tried again. Its code loads only when there is one to show.
 */
export function ConflictDialog() {
  const conflicts = useConflicts();
  return conflicts.length > 0 ? <Conflicts conflicts={conflicts} /> : null;
}

export const preloadConflictDialog = () => Conflicts.preload();
