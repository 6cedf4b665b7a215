import { useEffect, useMemo, useState } from 'react';

/**
 * The server's clock, running on in the browser (docs/architecture.md: the browser never trusts its own
 * clock for "now"): the offset is taken from the last answer, and the value ticks every 30 s.
 */
export function useServerNow(serverNow: string | undefined): Date {
  const offset = useMemo(() => (serverNow ? Date.parse(serverNow) - Date.now() : 0), [serverNow]);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  // One Date per tick, so the floor's memoised state recomputes when time moves, not on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the tick is the point: a new Date when time moves
  return useMemo(() => new Date(Date.now() + offset), [offset, tick]);
}
