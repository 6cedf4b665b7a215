import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The provider's secrets: the VAPID private key at rest (AES-256-GCM under ENCRYPTION_SECRET) and
 * the auth_token an installation start hands the browser (signed with a key of its own, derived from
 * the same secret, so a token cannot be made without the server).
 */

const keyOf = (secret: string, purpose: string) => createHash('sha256').update(`${purpose}\0${secret}`).digest();

export function sealSecret(secret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, 'web-push-vapid'), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

export function openSecret(secret: string, box: string): string {
  const [version, iv, tag, sealed] = box.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, 'web-push-vapid'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

export const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** What an auth_token says: the installation, the outlet and who subscribes there, until when. */
export interface PushGrant {
  installationId: string;
  outletId: string;
  userId: string | null;
  email: string | null;
  externalId: string | null;
  /** epoch milliseconds */
  expiresAt: number;
}

export function signGrant(secret: string, grant: PushGrant): string {
  const body = Buffer.from(JSON.stringify(grant), 'utf8').toString('base64url');
  return `${body}.${createHmac('sha256', keyOf(secret, 'web-push-grant')).update(body).digest('base64url')}`;
}

/** The grant of a well-signed token, or null (tampered, malformed); the caller checks the expiry. */
export function readGrant(secret: string, token: string): PushGrant | null {
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = createHmac('sha256', keyOf(secret, 'web-push-grant')).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PushGrant;
  } catch {
    return null;
  }
}
