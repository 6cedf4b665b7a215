import type { useAskFirst } from '../lib/use-ask-first';
import { AffectedDialog } from './affected-dialog';

/** The bookings a settings change would touch, while useAskFirst waits for the host's yes; a yes runs the change again, confirmed. */
export function AskFirstDialog({ ask }: { ask: ReturnType<typeof useAskFirst> }) {
  const { asking, setAsking, busy, attempt } = ask;
  if (!asking) return null;
  return (
    <AffectedDialog
      reservations={asking.reservations}
      busy={busy}
      onClose={() => setAsking(null)}
      onConfirm={() => void attempt(asking.run, asking.done, true)}
    />
  );
}
