/** Lowercase hex SHA-512 of the UTF-8 text: how PINs and passwords leave the browser (docs/architecture.md). */
export async function sha512Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-512', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
