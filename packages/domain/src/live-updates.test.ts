import { describe, expect, it } from 'vitest';
import { LIVE_CHANGE_KINDS, outletLiveTopic, outletOfTopic, parseLiveUpdate } from './live-updates';

describe('the live-update contract', () => {
  it('names one topic per outlet, and reads the outlet back from it (the broker checks subscriptions so)', () => {
    const topic = outletLiveTopic('0b9e6c1a-5d7f-4c2e-9a41-3f8d2b6e7c10');
    expect(topic).toBe('host/outlets/0b9e6c1a-5d7f-4c2e-9a41-3f8d2b6e7c10/reservations');
    expect(outletOfTopic(topic)).toBe('0b9e6c1a-5d7f-4c2e-9a41-3f8d2b6e7c10');
    // Wildcards never name an outlet: a subscription to every outlet is refused, not granted.
    for (const wild of ['host/outlets/+/reservations', 'host/outlets/#', 'host/other/x/reservations', 'host/outlets/x'])
      expect(outletOfTopic(wild)).toBeUndefined();
  });

  it.each(LIVE_CHANGE_KINDS)('parses a %s message as the server writes it', (kind) => {
    expect(parseLiveUpdate(JSON.stringify({ kind, ids: ['r1', 'r2'] }))).toEqual({ kind, ids: ['r1', 'r2'] });
  });

  it('reads a message without ids as naming none, and anything else as no update', () => {
    expect(parseLiveUpdate('{"kind":"outlet.changed"}')).toEqual({ kind: 'outlet.changed', ids: [] });
    for (const other of [
      '{"kind":"forged"}',
      '{"ids":["r1"]}',
      'not json',
      '[]',
      'null',
      '"outlet.changed"',
      '{"kind":"outlet.changed","ids":"r1"}',
      '{"kind":"reservation.status","ids":[1]}',
    ])
      expect(parseLiveUpdate(other)).toBeNull();
  });
});
