import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Slow salted hashes of the browser's SHA-512 of a PIN or password (docs/architecture.md: never the secret
 * itself, never a fast hash). scrypt with N=2^15, r=8, p=1: about 50 ms on these machines.
 */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(secret: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(secret, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const options = (n: number, r: number, p: number): ScryptOptions => ({ N: n, r, p, maxmem: 256 * n * r });

export async function hashSecret(sha512Hex: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(sha512Hex, salt, KEY_LENGTH, options(N, R, P));
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifySecret(sha512Hex: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(sha512Hex, Buffer.from(salt, 'base64'), expected.length, options(Number(n), Number(r), Number(p)));
  return timingSafeEqual(actual, expected);
}

/** A hash to verify against when the code or email is unknown, so timing does not tell. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashSecret('0'.repeat(128)));
}
