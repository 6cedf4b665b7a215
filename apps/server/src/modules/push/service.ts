import { timingSafeEqual } from 'node:crypto';
import { FEATURE } from '@host/domain/entitlements';
import { DomainError } from '@host/domain/errors';
import {
  stripKeyPadding,
  type BrowserSubscription,
  type InstallationStart,
  type PushMessage,
  type PushToken,
  type TriggerNotificationInput,
  type TriggerNotificationResult,
} from '@host/domain/push';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { allowedHostsOf, assertPublicEndpoint, publicOnlyAgent } from '../../lib/public-address';
import { assertFeatureEnabled, hasFeature } from '../../lib/feature-gate';
import { authenticateBearer } from '../auth/service';
import * as repo from './repository';
import { outletByOmsOutletId, outletNaming } from '../outlets/service';
import { openSecret, readGrant, sealSecret, sha256Hex, signGrant, type PushGrant } from './secrets';
import { generateVapidKeys, sendPush, type VapidKeys } from './sender';

/** How long an installation's auth_token lets a browser manage its tokens; it starts again after. */
const GRANT_TTL_MS = 12 * 60 * 60 * 1000;

/** The provider's request headers (docs/rules.md section 7), as the routes read them. */
export interface ProviderHeaders {
  integrationKey?: string;
  userExternalId?: string;
  userEmail?: string;
  /** the bearer token: the host's session at installation start, the auth_token after */
  bearer?: string;
}

/** docs/rules.md section 5: the integration key first, then who the user is. */
function checkKeyAndUser(ctx: AppContext, headers: ProviderHeaders) {
  if (!headers.integrationKey) throw new DomainError('UNAUTHENTICATED', 'integrationKeyMissing');
  const given = Buffer.from(sha256Hex(headers.integrationKey), 'hex');
  const expected = Buffer.from(sha256Hex(ctx.config.NOTIFICATION_SERVICE_KEY), 'hex');
  if (!timingSafeEqual(given, expected)) throw new DomainError('UNAUTHENTICATED', 'integrationKeyInvalid');
  if (!headers.userEmail && !headers.userExternalId) throw new DomainError('BAD_REQUEST', 'pushUserMissing');
}

/**
 * POST /integrations/web_push/installations/start: the browser, signed in to Host, learns the VAPID
 * public key to subscribe with and gets an auth_token for its tokens at the session's outlet. The
 * user it names must be the session's: its email, or the external id of the outlet it acts for.
 */
export async function startInstallation(ctx: AppContext, headers: ProviderHeaders): Promise<InstallationStart> {
  checkKeyAndUser(ctx, headers);
  const auth = await authenticateBearer(ctx, headers.bearer);
  if (!auth.outletId) throw new DomainError('BUSINESS_RULE', 'pushNoOutlet');
  const outlet = await outletNaming(ctx.db, auth.outletId);
  if (!outlet) throw new DomainError('BUSINESS_RULE', 'pushNoOutlet');
  await assertFeatureEnabled(ctx.db, outlet.id, FEATURE.WEB_PUSH);
  let grantUser: Pick<PushGrant, 'userId' | 'email' | 'externalId'>;
  if (headers.userEmail) {
    if (auth.actor.kind !== 'user' || auth.actor.name.toLowerCase() !== headers.userEmail.toLowerCase())
      throw new DomainError('FORBIDDEN', 'pushUserMismatch');
    grantUser = { userId: auth.userId, email: auth.actor.name, externalId: null };
  } else {
    if (outlet.omsOutletId !== headers.userExternalId) throw new DomainError('FORBIDDEN', 'pushUserMismatch');
    grantUser = { userId: null, email: null, externalId: outlet.omsOutletId };
  }
  const installation = await installationOf(ctx);
  const grant: PushGrant = {
    installationId: installation.id,
    outletId: outlet.id,
    ...grantUser,
    expiresAt: ctx.clock.now().getTime() + GRANT_TTL_MS,
  };
  return { public_key: stripKeyPadding(installation.vapidPublicKey), auth_token: signGrant(ctx.config.ENCRYPTION_SECRET, grant) };
}

/** The installation of this integration key, made with fresh VAPID keys the first time. */
async function installationOf(ctx: AppContext) {
  const integrationKeyHash = sha256Hex(ctx.config.NOTIFICATION_SERVICE_KEY);
  const found = await repo.findInstallationByKeyHash(ctx.db, integrationKeyHash);
  if (found) return found;
  const keys = generateVapidKeys();
  const made = await repo.insertInstallationIfAbsent(ctx.db, {
    integrationKeyHash,
    vapidPublicKey: keys.publicKey,
    vapidPrivateKeyEncrypted: sealSecret(ctx.config.ENCRYPTION_SECRET, keys.privateKey),
  });
  ctx.log.info({ installationId: made.id }, 'web push installation started with new VAPID keys');
  return made;
}

/** The token routes' caller: key, user, then an auth_token of this installation naming that user. */
async function grantOf(ctx: AppContext, headers: ProviderHeaders): Promise<PushGrant> {
  checkKeyAndUser(ctx, headers);
  const grant = headers.bearer ? readGrant(ctx.config.ENCRYPTION_SECRET, headers.bearer) : null;
  if (!grant || grant.expiresAt <= ctx.clock.now().getTime()) throw new DomainError('UNAUTHENTICATED', 'pushAuthTokenInvalid');
  const installation = await repo.findInstallationByKeyHash(ctx.db, sha256Hex(ctx.config.NOTIFICATION_SERVICE_KEY));
  if (installation?.id !== grant.installationId) throw new DomainError('UNAUTHENTICATED', 'pushAuthTokenInvalid');
  const sameUser = headers.userEmail
    ? grant.email !== null && grant.email.toLowerCase() === headers.userEmail.toLowerCase()
    : grant.externalId === headers.userExternalId;
  if (!sameUser) throw new DomainError('FORBIDDEN', 'pushUserMismatch');
  return grant;
}

const ownerOf = (grant: PushGrant): repo.TokenOwner => ({ outletId: grant.outletId, userId: grant.userId });

function tokenView(row: repo.PushTokenRow): PushToken {
  return {
    id: row.id,
    endpoint: row.endpoint,
    discarded_at: row.discardedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listTokens(ctx: AppContext, headers: ProviderHeaders): Promise<PushToken[]> {
  const grant = await grantOf(ctx, headers);
  return (await repo.listTokens(ctx.db, ownerOf(grant))).map(tokenView);
}

export async function getToken(ctx: AppContext, headers: ProviderHeaders, id: string): Promise<PushToken> {
  const grant = await grantOf(ctx, headers);
  const row = await repo.findToken(ctx.db, ownerOf(grant), id);
  if (!row) throw new DomainError('NOT_FOUND', 'pushTokenNotFound');
  return tokenView(row);
}

export async function createToken(ctx: AppContext, headers: ProviderHeaders, subscription: BrowserSubscription): Promise<PushToken> {
  const grant = await grantOf(ctx, headers);
  // Host will later POST to this address: only a push service on the public internet (issue 27).
  await assertPublicEndpoint(subscription.endpoint, allowedHostsOf(ctx.config.PUSH_ALLOWED_HOSTS));
  const row = await repo.upsertToken(ctx.db, {
    outletId: grant.outletId,
    userId: grant.userId,
    installationId: grant.installationId,
    endpoint: subscription.endpoint,
    keys: subscription.keys,
  });
  ctx.log.info({ pushTokenId: row.id, outletId: grant.outletId }, 'web push token registered');
  return tokenView(row);
}

/** Unsubscribing discards the token: it stays listed with discarded_at, and no push goes to it. */
export async function deleteToken(ctx: AppContext, headers: ProviderHeaders, id: string): Promise<void> {
  const grant = await grantOf(ctx, headers);
  const row = await repo.findToken(ctx.db, ownerOf(grant), id);
  if (!row) throw new DomainError('NOT_FOUND', 'pushTokenNotFound');
  if (!row.discardedAt) await repo.discardToken(ctx.db, row.id, ctx.clock.now());
}

export interface PushResult {
  sent: number;
  discarded: number;
  failed: number;
}

/**
 * Pushes a message to every browser subscribed for the outlet (new online bookings, cancellations,
 * guests' confirmations). A subscription the push service says is gone (404, 410) is discarded.
 * Never throws for a push that did not go out: the booking that caused it stands.
 */
export async function pushToOutlet(ctx: AppContext, outletId: string, message: PushMessage): Promise<PushResult> {
  // An outlet whose WEB_PUSH was turned off gets none, though its browsers subscribed before (issue 27).
  if (!(await hasFeature(ctx.db, outletId, FEATURE.WEB_PUSH))) return { sent: 0, discarded: 0, failed: 0 };
  return pushToTokens(ctx, await repo.liveTokensOfOutlet(ctx.db, outletId), message);
}

async function pushToTokens(ctx: AppContext, tokens: repo.PushTokenRow[], message: PushMessage): Promise<PushResult> {
  const result: PushResult = { sent: 0, discarded: 0, failed: 0 };
  // Checked again at send time (a name's address can change), and again as each connection is made.
  const allowed = allowedHostsOf(ctx.config.PUSH_ALLOWED_HOSTS);
  const agent = tokens.length ? publicOnlyAgent(allowed) : undefined;
  const keysByInstallation = new Map<string, Promise<VapidKeys | undefined>>();
  const vapidOf = (installationId: string) => {
    if (!keysByInstallation.has(installationId)) keysByInstallation.set(installationId, vapidKeysOf(ctx, installationId));
    return keysByInstallation.get(installationId)!;
  };
  await Promise.all(
    tokens.map(async (token) => {
      const vapid = token.installationId ? await vapidOf(token.installationId) : undefined;
      if (!vapid) {
        result.failed++;
        return;
      }
      const reachable = await assertPublicEndpoint(token.endpoint, allowed).then(
        () => true,
        () => false,
      );
      if (!reachable) {
        ctx.log.warn({ pushTokenId: token.id }, 'web push not sent: the endpoint no longer reaches a public address');
        result.failed++;
        return;
      }
      const outcome = await sendPush({ endpoint: token.endpoint, keys: token.keys }, message, vapid, agent);
      if (outcome.kind === 'sent') result.sent++;
      else if (outcome.kind === 'gone') {
        await repo.discardToken(ctx.db, token.id, ctx.clock.now());
        result.discarded++;
      } else {
        // The endpoint is a capability URL and stays out of the log; the token's id says which.
        ctx.log.warn({ pushTokenId: token.id, status: outcome.status, reason: outcome.reason }, 'web push not sent');
        result.failed++;
      }
    }),
  );
  agent?.destroy();
  if (tokens.length) ctx.log.info({ ...result, tag: message.tag }, 'web push sent');
  return result;
}

async function vapidKeysOf(ctx: AppContext, installationId: string): Promise<VapidKeys | undefined> {
  const installation = await repo.findInstallation(ctx.db, installationId);
  if (!installation) return undefined;
  return {
    subject: `mailto:push@${ctx.config.INTERNAL_EMAIL_DOMAIN}`,
    publicKey: installation.vapidPublicKey,
    privateKey: openSecret(ctx.config.ENCRYPTION_SECRET, installation.vapidPrivateKeyEncrypted),
  };
}

/**
 * POST /outlets/trigger-notification (docs/rules.md section 7): a test push to the caller's own browsers,
 * by the signed-in user's email, or by the external id of an outlet the session may act for.
 */
export async function triggerNotification(
  ctx: AppContext,
  auth: AuthContext,
  input: TriggerNotificationInput,
): Promise<TriggerNotificationResult> {
  let tokens: repo.PushTokenRow[];
  let outletName: string | undefined;
  if ('email' in input) {
    if (auth.actor.kind !== 'user' || auth.actor.name.toLowerCase() !== input.email.toLowerCase())
      throw new DomainError('FORBIDDEN', 'pushUserMismatch');
    tokens = await repo.liveTokensOfUser(ctx.db, input.email, [...auth.accessibleOutletIds]);
    outletName = auth.outletId ? (await outletNaming(ctx.db, auth.outletId))?.outletName : undefined;
  } else {
    const outlet = await outletByOmsOutletId(ctx.db, input.externalId);
    if (!outlet || !auth.accessibleOutletIds.has(outlet.id)) throw new DomainError('FORBIDDEN', 'forbiddenOutlet');
    tokens = await repo.liveTokensOfOutletSignIn(ctx.db, outlet.id);
    outletName = (await outletNaming(ctx.db, outlet.id))?.outletName;
  }
  const message: PushMessage = {
    title: 'Host',
    body: outletName ? `Push notifications work on this device for ${outletName}.` : 'Push notifications work on this device.',
    url: '/settings/notifications',
    tag: 'host-test-notification',
    key: outletName ? 'testNotificationAt' : 'testNotification',
    ...(outletName ? { params: { outletName } } : {}),
  };
  return { ...(await pushToTokens(ctx, tokens, message)), message };
}
