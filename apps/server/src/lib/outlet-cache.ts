import type { AppContext } from './context';

/**
 * Reads kept per outlet and key (a local date) in this server's memory, dropped by the outlet's live updates: every change
 * that commits publishes to its outlet (lib/live-updates.ts, the clock's sweeps too), and publishing drops that outlet's
 * entries here first (docs/decisions/037-reads-that-do-not-grow.md). A read that started before a drop is not kept (each
 * outlet counts its drops), so an answer read before a change never outlives it; `ttlMs` bounds what a change that
 * publishes nothing (an entitlement set by support) can leave behind. Off (`enabled: false`) where other servers publish
 * to a broker this one does not hear: there every read goes to PostgreSQL.
 */
export interface OutletCache<T> {
  read(outletId: string, key: string, load: () => Promise<T>): Promise<T>;
  drop(outletId: string): void;
}

export function createOutletCache<T>({
  enabled,
  ttlMs,
  maxEntries = 2000,
  now = Date.now,
}: {
  enabled: boolean;
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): OutletCache<T> {
  const entries = new Map<string, { value: Promise<T>; at: number }>();
  const drops = new Map<string, number>();
  const keyOf = (outletId: string, key: string) => `${outletId} ${key}`;
  return {
    async read(outletId, key, load) {
      if (!enabled) return load();
      const k = keyOf(outletId, key);
      const kept = entries.get(k);
      if (kept && now() - kept.at < ttlMs) return kept.value;
      const generation = drops.get(outletId) ?? 0;
      const value = load();
      // Kept while loading, so requests at once share one read; forgotten if it fails or the outlet changed meanwhile.
      entries.set(k, { value, at: now() });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      try {
        const answer = await value;
        if ((drops.get(outletId) ?? 0) !== generation && entries.get(k)?.value === value) entries.delete(k);
        return answer;
      } catch (error) {
        if (entries.get(k)?.value === value) entries.delete(k);
        throw error;
      }
    },
    drop(outletId) {
      drops.set(outletId, (drops.get(outletId) ?? 0) + 1);
      for (const k of entries.keys()) if (k.startsWith(`${outletId} `)) entries.delete(k);
    },
  };
}

/**
 * An outlet cache of this app, dropped by each of its outlets' live updates (Realtime.onPublish), and on only where this
 * server hears every update (the embedded broker): with an external one, other servers' changes go unheard here.
 */
export function createLiveOutletCache<T>(ctx: AppContext, options: { ttlMs: number; maxEntries?: number }): OutletCache<T> {
  const cache = createOutletCache<T>({ ...options, enabled: !ctx.config.MQTT_URL });
  ctx.realtime.onPublish((outletId) => cache.drop(outletId));
  return cache;
}
