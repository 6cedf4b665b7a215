import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page whose filters live in the URL: its search parameters, and `set` to change some of them in
 * place (null or '' removes one), replacing the history entry so Back leaves the page, not a filter.
 */
export function useSearchPatch() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (patch: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(patch))
            if (v === null || v === '') next.delete(k);
            else next.set(k, v);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, set] as const;
}
