import { useSyncExternalStore } from 'react';

/**
 * Whether Host can reach its server (issue 19: with the server unreachable nothing said updates had
 * stopped). Each channel reports for itself: `http` (a call got no answer), `live` (the live-updates
 * broker dropped), `browser` (the device says it is offline). Down while any of them is.
 */
export type Channel = 'http' | 'live' | 'browser';

export interface ConnectionState {
  /** since when (ms) the first channel went down, or null while everything is up */
  offlineSince: number | null;
  /** when (ms) it came back, until the next loss */
  backAt: number | null;
}

let down = new Set<Channel>();
let state: ConnectionState = { offlineSince: null, backAt: null };
const listeners = new Set<() => void>();

function emit(next: ConnectionState) {
  state = next;
  for (const listener of listeners) listener();
}

const channelListeners = new Set<() => void>();

export function reportDown(channel: Channel, at = Date.now()) {
  if (down.has(channel)) return;
  down = new Set(down).add(channel);
  for (const listener of channelListeners) listener();
  if (state.offlineSince === null) emit({ offlineSince: at, backAt: null });
}

export function reportUp(channel: Channel, at = Date.now()) {
  if (!down.has(channel)) return;
  down = new Set([...down].filter((c) => c !== channel));
  for (const listener of channelListeners) listener();
  if (down.size === 0) emit({ offlineSince: null, backAt: at });
}

export const isDown = (channel?: Channel) => (channel ? down.has(channel) : down.size > 0);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribe, () => state);
}

const subscribeChannels = (listener: () => void) => {
  channelListeners.add(listener);
  return () => channelListeners.delete(listener);
};

/**
 * Whether Host cannot write to its server: the device is offline or calls get no answer (issue 17's
 * offline host stand). Live updates alone being down is not that: a write still goes through.
 */
export function useCannotWrite(): boolean {
  return useSyncExternalStore(subscribeChannels, () => down.has('browser') || down.has('http'));
}
