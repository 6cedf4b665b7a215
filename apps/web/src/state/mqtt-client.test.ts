import { describe, expect, it } from 'vitest';
import { connectPacket, encodeLength, parsePackets, subscribePacket } from './mqtt-client';

// The byte layouts of MQTT 3.1.1 (OASIS standard, sections 2.2.3, 3.1, 3.3, 3.8, 3.9).
describe('the live-updates MQTT client', () => {
  it.each([
    [0, [0x00]],
    [127, [0x7f]],
    [128, [0x80, 0x01]],
    [16_383, [0xff, 0x7f]],
    [16_384, [0x80, 0x80, 0x01]],
  ])('encodes a remaining length of %i as %j', (n, bytes) => {
    expect(encodeLength(n)).toEqual(bytes);
  });

  it('connects with protocol level 4, username, password and a clean session', () => {
    const bytes = [...connectPacket('c1', 'host', 'tok', 60)];
    expect(bytes).toEqual([0x10, 25, 0, 4, 77, 81, 84, 84, 4, 0xc2, 0, 60, 0, 2, 99, 49, 0, 4, 104, 111, 115, 116, 0, 3, 116, 111, 107]);
  });

  it('subscribes at QoS 0 with a packet id', () => {
    expect([...subscribePacket(7, 'a/b')]).toEqual([0x82, 8, 0, 7, 0, 3, 97, 47, 98, 0]);
  });

  it('reads a CONNACK, a SUBACK and a PUBLISH arriving in one frame', () => {
    const publish = [0x30, 9, 0, 3, 97, 47, 98, 123, 34, 125, 0];
    const { packets, rest } = parsePackets(new Uint8Array([0x20, 2, 0, 0, 0x90, 3, 0, 7, 0, ...publish]));
    expect(packets.map((p) => p.type)).toEqual(['connack', 'suback', 'publish']);
    expect(packets[0]).toEqual({ type: 'connack', returnCode: 0 });
    expect(packets[1]).toEqual({ type: 'suback', packetId: 7 });
    expect(packets[2]).toMatchObject({ type: 'publish', topic: 'a/b', qos: 0, packetId: null });
    expect(new TextDecoder().decode((packets[2] as { payload: Uint8Array }).payload)).toBe('{"}\u0000');
    expect(rest.length).toBe(0);
  });

  it('keeps a packet split across frames until the rest arrives', () => {
    const first = parsePackets(new Uint8Array([0x30, 6, 0, 1, 116]));
    expect(first.packets).toEqual([]);
    const second = parsePackets(new Uint8Array([...first.rest, 104, 105, 33]));
    expect(second.packets).toMatchObject([{ type: 'publish', topic: 't' }]);
    expect(new TextDecoder().decode((second.packets[0] as { payload: Uint8Array }).payload)).toBe('hi!');
  });

  it('reads a QoS 1 PUBLISH with its packet id, and a refused CONNACK', () => {
    const { packets } = parsePackets(new Uint8Array([0x32, 6, 0, 1, 116, 0, 9, 120, 0x20, 2, 0, 5]));
    expect(packets[0]).toMatchObject({ type: 'publish', topic: 't', qos: 1, packetId: 9 });
    expect(packets[1]).toEqual({ type: 'connack', returnCode: 5 });
  });
});
