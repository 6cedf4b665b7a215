/**
 * The live-updates client: MQTT 3.1.1 over WebSocket, only what a browser that listens needs
 * (connect with the session token, subscribe at QoS 0, receive, keep alive, reconnect). It stands
 * in for mqtt.js, which was 96 kB of gzip JavaScript on the host screen's first route (issue 16,
 * docs/decisions/016-web-first-load.md). Any 3.1.1 broker speaks it: ours (aedes) or MQTT_URL's.
 */

export interface LiveClientOptions {
  username: string;
  password: string;
  /** ms between a lost connection and the next try, as mqtt.js's reconnectPeriod */
  reconnectPeriod: number;
  /** ms to wait for the broker's CONNACK before trying again */
  connectTimeout: number;
  /** seconds between keep-alive pings */
  keepalive?: number;
}

type Handlers = { connect: () => void; offline: () => void; message: (topic: string, payload: Uint8Array) => void };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** MQTT's remaining length: 7 bits a byte, low first, the top bit saying another byte follows. */
export function encodeLength(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return out;
}

const utf8 = (s: string) => {
  const bytes = encoder.encode(s);
  return [bytes.length >> 8, bytes.length & 0xff, ...bytes];
};

const packet = (first: number, body: number[]) => new Uint8Array([first, ...encodeLength(body.length), ...body]);

export function connectPacket(clientId: string, username: string, password: string, keepalive: number) {
  // Protocol "MQTT" level 4 (3.1.1); flags: username, password, clean session.
  return packet(0x10, [
    ...utf8('MQTT'),
    4,
    0xc2,
    keepalive >> 8,
    keepalive & 0xff,
    ...utf8(clientId),
    ...utf8(username),
    ...utf8(password),
  ]);
}

export const subscribePacket = (packetId: number, topic: string) => packet(0x82, [packetId >> 8, packetId & 0xff, ...utf8(topic), 0]);

export type Incoming =
  | { type: 'connack'; returnCode: number }
  | { type: 'suback'; packetId: number }
  | { type: 'publish'; topic: string; payload: Uint8Array; qos: number; packetId: number | null }
  | { type: 'pingresp' }
  | { type: 'other'; first: number };

/** Splits what arrived into whole packets; returns them and the bytes of a packet not yet complete. */
export function parsePackets(buffer: Uint8Array): { packets: Incoming[]; rest: Uint8Array } {
  const packets: Incoming[] = [];
  let at = 0;
  while (at + 2 <= buffer.length) {
    let length = 0;
    let multiplier = 1;
    let i = at + 1;
    let complete = false;
    while (i < buffer.length && i < at + 5) {
      const byte = buffer[i++]!;
      length += (byte & 0x7f) * multiplier;
      multiplier *= 128;
      if ((byte & 0x80) === 0) {
        complete = true;
        break;
      }
    }
    if (!complete || i + length > buffer.length) break;
    packets.push(decode(buffer[at]!, buffer.subarray(i, i + length)));
    at = i + length;
  }
  return { packets, rest: buffer.slice(at) };
}

function decode(first: number, body: Uint8Array): Incoming {
  switch (first >> 4) {
    case 2:
      return { type: 'connack', returnCode: body[1] ?? 255 };
    case 9:
      return { type: 'suback', packetId: (body[0]! << 8) | body[1]! };
    case 3: {
      const qos = (first >> 1) & 3;
      const topicLength = (body[0]! << 8) | body[1]!;
      const topic = decoder.decode(body.subarray(2, 2 + topicLength));
      let at = 2 + topicLength;
      const packetId = qos > 0 ? (body[at]! << 8) | body[at + 1]! : null;
      if (qos > 0) at += 2;
      return { type: 'publish', topic, payload: body.slice(at), qos, packetId };
    }
    case 13:
      return { type: 'pingresp' };
    default:
      return { type: 'other', first };
  }
}

/** A connection that keeps itself up until end(): 'connect' after each CONNACK, 'offline' once per outage. */
export class LiveClient {
  private socket: WebSocket | null = null;
  private buffer: Uint8Array = new Uint8Array(0);
  private ended = false;
  private offline = false;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private pinger: ReturnType<typeof setInterval> | null = null;
  private nextPacketId = 1;
  private subscriptions = new Map<number, () => void>();
  private handlers: { [K in keyof Handlers]: Handlers[K][] } = { connect: [], offline: [], message: [] };
  private readonly clientId = `mqttjs_${Math.random().toString(16).slice(2, 10)}`;

  constructor(
    private readonly url: string,
    private readonly options: LiveClientOptions,
  ) {
    this.open();
  }

  on<K extends keyof Handlers>(event: K, handler: Handlers[K]) {
    this.handlers[event].push(handler);
    return this;
  }

  subscribe(topic: string, onSubscribed?: () => void) {
    const packetId = this.nextPacketId;
    this.nextPacketId = (this.nextPacketId % 0xffff) + 1;
    if (onSubscribed) this.subscriptions.set(packetId, onSubscribed);
    this.send(subscribePacket(packetId, topic));
  }

  end() {
    this.ended = true;
    this.clearTimers();
    this.socket?.close();
    this.socket = null;
  }

  private open() {
    if (this.ended) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url, 'mqtt');
    } catch {
      return this.lost();
    }
    this.socket = socket;
    this.buffer = new Uint8Array(0);
    socket.binaryType = 'arraybuffer';
    const keepalive = this.options.keepalive ?? 60;
    this.timers.push(setTimeout(() => this.drop(socket), this.options.connectTimeout));
    socket.onopen = () => this.send(connectPacket(this.clientId, this.options.username, this.options.password, keepalive));
    socket.onmessage = (event: MessageEvent<ArrayBuffer>) => this.receive(new Uint8Array(event.data));
    socket.onclose = () => {
      if (this.socket === socket) this.lost();
    };
  }

  private receive(bytes: Uint8Array) {
    const joined = new Uint8Array(this.buffer.length + bytes.length);
    joined.set(this.buffer);
    joined.set(bytes, this.buffer.length);
    const { packets, rest } = parsePackets(joined);
    this.buffer = rest;
    for (const p of packets) {
      if (p.type === 'connack') {
        // Refused (a session gone, the database away): the broker closes, and we try again later.
        if (p.returnCode !== 0) continue;
        this.clearTimers();
        this.offline = false;
        this.keepAlive();
        for (const handler of this.handlers.connect) handler();
      } else if (p.type === 'suback') {
        this.subscriptions.get(p.packetId)?.();
        this.subscriptions.delete(p.packetId);
      } else if (p.type === 'publish') {
        if (p.qos === 1 && p.packetId !== null) this.send(new Uint8Array([0x40, 2, p.packetId >> 8, p.packetId & 0xff]));
        for (const handler of this.handlers.message) handler(p.topic, p.payload);
      } else if (p.type === 'pingresp') {
        this.awaitingPing = false;
      }
    }
  }

  private awaitingPing = false;

  private keepAlive() {
    const keepalive = this.options.keepalive ?? 60;
    this.awaitingPing = false;
    this.pinger = setInterval(() => {
      // No answer to the last ping in a whole period: the connection is gone.
      if (this.awaitingPing) return this.socket && this.drop(this.socket);
      this.awaitingPing = true;
      this.send(new Uint8Array([0xc0, 0]));
    }, keepalive * 1000);
  }

  private send(bytes: Uint8Array) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(bytes);
  }

  /**
   * Gives a connection up now: on a dead network the browser's closing handshake can take tens of
   * seconds, and the banner and the next try would wait for it (mqtt.js did not wait either).
   */
  private drop(socket: WebSocket) {
    if (this.socket !== socket) return;
    this.socket = null;
    socket.close();
    this.lost();
  }

  private lost() {
    this.clearTimers();
    this.socket = null;
    if (this.ended) return;
    if (!this.offline) {
      this.offline = true;
      for (const handler of this.handlers.offline) handler();
    }
    this.timers.push(setTimeout(() => this.open(), this.options.reconnectPeriod));
  }

  private clearTimers() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = null;
  }
}
