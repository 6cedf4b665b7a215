import { outletLiveTopic, parseLiveUpdate } from '@host/domain/live-updates';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { reportDown, reportUp } from '../lib/connection';
import { LiveClient } from './mqtt-client';
import { usePublicConfig } from '../lib/public-config';
import { outletKeys } from './outlet-profile';
import { useSession } from './session';

/**
 * The outlet's live key: every query under it (the book, the floor, settings, schedules) is
 * refreshed when the outlet's topic says something changed.
 */
export const liveKey = (outletId: string) => ['outlets', outletId, 'reservations'] as const;

/**
 * Live updates (docs/architecture.md, Realtime): subscribes to the outlet's topic over MQTT (./mqtt-client.ts),
 * refreshes the book on each message and after a reconnect, and
 * returns the ids that just changed so their rows can flash instead of jumping.
 */
export function useLiveUpdates(outletId: string | undefined, token: string | null | undefined) {
  const client = useQueryClient();
  const config = usePublicConfig().data;
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!outletId || !token || !config) return;
    let closed = false;
    const url = config.mqttUrl ?? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/mqtt`;
    const mq = new LiveClient(url, { username: 'host', password: token, reconnectPeriod: 2000, connectTimeout: 10_000 });
    // After every (re)connect, once subscribed, refetch: whatever changed while we were not
    // listening (the first page load included) is picked up.
    // The broker dropping means the book has stopped updating: the banner says so until it is back.
    mq.on('offline', () => !closed && reportDown('live'));
    mq.on('connect', () => {
      reportUp('live');
      mq.subscribe(outletLiveTopic(outletId), () => void client.invalidateQueries({ queryKey: liveKey(outletId) }));
    });
    mq.on('message', (_topic, payload) => {
      void client.invalidateQueries({ queryKey: liveKey(outletId) });
      // Parsed by the contract the server publishes with; a message it does not know still refreshed the book above.
      const message = parseLiveUpdate(new TextDecoder().decode(payload));
      if (!message) return;
      // The outlet's own settings changed (its statuses' words and colours): every screen reads them again.
      if (message.kind === 'outlet.changed') void client.invalidateQueries({ queryKey: outletKeys.all(outletId) });
      setChanged(new Set(message.ids));
      setTimeout(() => setChanged(new Set()), 1800);
    });
    return () => {
      closed = true;
      mq.end();
      // A page without live updates is not offline for it.
      reportUp('live');
    };
  }, [outletId, token, config, client]);

  return changed;
}

/** Settings screens: changes another manager saves for the signed-in outlet show without a reload. */
export function useLiveOutlet() {
  const session = useSession().data;
  useLiveUpdates(session?.outlet?.id, session?.hostV2AuthToken);
}
