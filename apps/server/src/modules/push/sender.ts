import type https from 'node:https';
import type { PushMessage } from '@host/domain/push';
import webpush, { WebPushError } from 'web-push';

/** How long a push service keeps a push for a browser that is offline: a host stand reopens the next service. */
const TTL_SECONDS = 4 * 60 * 60;
/** A push service that does not answer in this long is counted as failed, not waited on. */
const SEND_TIMEOUT_MS = 10_000;

export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export type SendOutcome = { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'failed'; status?: number; reason: string };

/** The payload the service worker reads (apps/web/public/service-worker.min.js). */
export const pushPayloadOf = (message: PushMessage) => JSON.stringify(message);

/**
 * One push, encrypted for the browser (aes128gcm, RFC 8291) and signed with the installation's
 * VAPID keys (RFC 8292), sent to the browser's push service. A 404 or 410 means the subscription is
 * gone for good (RFC 8030 section 7.3): the caller discards its token.
 */
export async function sendPush(
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  message: PushMessage,
  vapid: VapidKeys,
  agent?: https.Agent,
): Promise<SendOutcome> {
  try {
    await webpush.sendNotification(subscription, pushPayloadOf(message), {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
      timeout: SEND_TIMEOUT_MS,
      ...(agent ? { agent } : {}),
      ...(message.tag ? { topic: topicOf(message.tag) } : {}),
    });
    return { kind: 'sent' };
  } catch (error) {
    if (error instanceof WebPushError) {
      if (error.statusCode === 404 || error.statusCode === 410) return { kind: 'gone', status: error.statusCode };
      return { kind: 'failed', status: error.statusCode, reason: `push service answered ${error.statusCode}` };
    }
    const code = (error as { code?: unknown }).code;
    return { kind: 'failed', reason: typeof code === 'string' ? code : 'push service unreachable' };
  }
}

/** RFC 8030's Topic: at most 32 URL-safe characters; a newer push of the same topic replaces a waiting one. */
function topicOf(tag: string) {
  return tag.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32);
}

export function generateVapidKeys() {
  return webpush.generateVAPIDKeys();
}
