import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { requestWithHost, sha512, startTestServer, type TestServer } from './helper';

// Its own server: it changes the merchant's password.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function resetTokenFromOutbox(email: string) {
  const [mail] = await server.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.createdAt)).limit(1);
  return /token=([\w-]+)/.exec(mail!.body)![1]!;
}

describe('password reset', () => {
  it('sets a new password once, ends every session of the account and refuses the link afterwards', async () => {
    const signedIn = server.client();
    expect((await signedIn.loginWithEmail('owner@jadegarden.sg', 'host-demo-2026')).status).toBe(200);

    await server.client().post('/api/auth/forgot-password', { userEmail: 'owner@jadegarden.sg' });
    const token = await resetTokenFromOutbox('owner@jadegarden.sg');
    const reset = await server.client().post('/api/auth/reset-password', { token, sha512Pw: sha512('a-new-password-2026') });
    expect(reset.status).toBe(204);

    expect((await signedIn.get('/api/auth/session')).status).toBe(401);
    expect((await server.client().loginWithEmail('owner@jadegarden.sg', 'host-demo-2026')).status).toBe(401);
    expect((await server.client().loginWithEmail('owner@jadegarden.sg', 'a-new-password-2026')).status).toBe(200);

    const again = await server.client().post('/api/auth/reset-password', { token, sha512Pw: sha512('another-password') });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This reset link has expired or was already used.');
  });

  it('refuses a link older than an hour', async () => {
    await server.client().post('/api/auth/forgot-password', { userEmail: 'support@host.internal' });
    const token = await resetTokenFromOutbox('support@host.internal');
    server.advanceClock(61 * 60 * 1000);
    expect((await server.client().post('/api/auth/reset-password', { token, sha512Pw: sha512('x'.repeat(12)) })).status).toBe(422);
  });

  it('sends the link on PUBLIC_URL, whatever Host header asked for it (no reset token to a forged host)', async () => {
    const asked = await requestWithHost(server.url, 'POST', '/api/auth/forgot-password', {
      host: 'evil.example',
      headers: { 'x-forwarded-host': 'evil.example' },
      body: { userEmail: 'owner@jadegarden.sg' },
    });
    expect(asked.status).toBe(202);
    const [mail] = await server.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'owner@jadegarden.sg'))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail?.body).toContain(`${server.url}/login/reset-password?token=`);
    expect(mail?.body).not.toContain('evil.example');
  });
});
