import { createHmac, randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import type { LiveAccess } from './realtime';
import { LIVE_TOPIC_ROOT, outletTopicPattern } from '@host/domain/live-updates';

const CONTROL_TOPIC = '$CONTROL/dynamic-security/v1';
const RESPONSE_TOPIC = `${CONTROL_TOPIC}/response`;
const COMMAND_TIMEOUT_MS = 5_000;
const PREPARE_ATTEMPTS = 5;
/** The role every Host server's broker user holds: publish to outlets' topics, nothing else. */
const SERVER_ROLE = 'host-server';

interface Response {
  command: string;
  error?: string;
  data?: { client?: { roles?: Array<{ rolename: string }> }; clients?: unknown };
  correlationData?: string;
}

/** The broker user a browser's session connects as, and the roles (one per outlet) it should hold. */
const SESSION_PREFIX = 'web-';
export const sessionUsername = (sessionId: string) => `${SESSION_PREFIX}${sessionId}`;
const outletRole = (outletId: string) => `outlet-${outletId}`;

/**
 * Mosquitto's dynamic-security plugin, driven over its control topic by the user in MQTT_URL (an
 * admin of the plugin). Host issues each signed-in session its own broker user, `web-{session id}`,
 * whose password is derived from the session id and a server secret: every Host server computes the
 * same one, so two servers admitting one session's tabs never race over it, and no browser ever
 * learns it (the server's /mqtt relays the connection and puts these credentials in its CONNECT).
 * The user's roles allow subscribing to its outlets' topics only; publishing is refused by the
 * plugin's default. Deleting the user (sign-out) makes the broker drop its connections, on every server.
 */
export class DynamicSecurity {
  private readonly waiting = new Map<string, { resolve: (response: Response) => void; timer: NodeJS.Timeout }>();
  private readonly knownRoles = new Set<string>();

  constructor(
    private readonly client: MqttClient,
    private readonly secret: string,
  ) {
    client.on('message', (topic, payload) => {
      if (topic !== RESPONSE_TOPIC) return;
      let responses: Response[];
      try {
        responses = (JSON.parse(payload.toString()) as { responses?: Response[] }).responses ?? [];
      } catch {
        return;
      }
      for (const response of responses) {
        const waiter = response.correlationData ? this.waiting.get(response.correlationData) : undefined;
        if (!waiter) continue;
        clearTimeout(waiter.timer);
        this.waiting.delete(response.correlationData!);
        waiter.resolve(response);
      }
    });
  }

  /**
   * After every (re)connect: listen for answers, and make sure this server may publish. Adding the
   * role makes the broker drop every connection of the admin user (it does so on any role change of
   * a user), before it answers, and servers share that user: on a new broker, servers starting
   * together drop each other's connections once. A step lost that way is tried again after the
   * reconnect, until the role is there.
   */
  async prepare(serverUsername: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.client.subscribeAsync(RESPONSE_TOPIC);
        await this.ensureRole(SERVER_ROLE, [{ acltype: 'publishClientSend', topic: `${LIVE_TOPIC_ROOT}/#`, allow: true }]);
        const own = await this.command({ command: 'getClient', username: serverUsername });
        if (own.error) throw new Error(`MQTT_URL's user ${serverUsername} cannot administer the broker's dynamic security: ${own.error}`);
        if (own.data?.client?.roles?.some((role) => role.rolename === SERVER_ROLE)) return;
        const reconnected = this.nextConnect();
        reconnected.catch(() => undefined); // awaited below; a failed publish must not leave it unhandled
        await this.client.publishAsync(
          CONTROL_TOPIC,
          JSON.stringify({ commands: [{ command: 'addClientRole', username: serverUsername, rolename: SERVER_ROLE }] }),
        );
        await reconnected;
      } catch (error) {
        if (attempt >= PREPARE_ATTEMPTS) throw error;
        if (!this.client.connected) await this.nextConnect();
      }
    }
  }

  private nextConnect() {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the MQTT broker did not take this server back')), COMMAND_TIMEOUT_MS * 2);
      this.client.once('connect', () => (clearTimeout(timer), resolve()));
    });
  }

  passwordOf(sessionId: string): string {
    return createHmac('sha256', this.secret).update(`live-updates:${sessionId}`).digest('base64url');
  }

  /**
   * Makes the session's broker user exist with exactly its outlets' roles. A role change makes the
   * broker drop that user's other connections (they reconnect through here), so roles are only
   * changed when the outlets did: a second tab does not disconnect the first.
   */
  async admit(access: LiveAccess): Promise<{ username: string; password: string }> {
    const username = sessionUsername(access.sessionId);
    const password = this.passwordOf(access.sessionId);
    const wanted = [...access.outletIds].sort().map(outletRole);
    for (const outletId of access.outletIds) {
      await this.ensureRole(outletRole(outletId), [{ acltype: 'subscribePattern', topic: outletTopicPattern(outletId), allow: true }]);
    }
    const roles = wanted.map((rolename) => ({ rolename }));
    for (let attempt = 0; attempt < 2; attempt++) {
      const found = await this.command({ command: 'getClient', username });
      if (found.error) {
        const created = await this.command({ command: 'createClient', username, password, roles });
        if (!created.error) return { username, password };
        if (!/already exists/i.test(created.error)) throw new Error(`createClient: ${created.error}`);
        continue; // another server created it meanwhile: compare its roles
      }
      const held = (found.data?.client?.roles ?? []).map((role) => role.rolename).sort();
      if (held.join() !== wanted.join()) await this.checked({ command: 'modifyClient', username, roles });
      return { username, password };
    }
    throw new Error('the broker user could not be created');
  }

  /** The session ended: its broker user goes, and the broker closes its connections wherever they are. */
  async forget(sessionId: string): Promise<void> {
    const response = await this.command({ command: 'deleteClient', username: sessionUsername(sessionId) });
    if (response.error && !/not found/i.test(response.error)) throw new Error(`deleteClient: ${response.error}`);
  }

  /**
   * Deletes the broker users of sessions that ended without signing out (expired, their user or
   * outlet deleted): they could not be used, since only servers know their passwords, but each one
   * is kept, and saved, by the broker.
   */
  async forgetEnded(liveOf: (sessionIds: string[]) => Promise<ReadonlySet<string>>): Promise<number> {
    const listed = await this.checked({ command: 'listClients', verbose: false, count: -1, offset: 0 });
    const usernames = ((listed.data as { clients?: string[] } | undefined)?.clients ?? []).filter((name) =>
      name.startsWith(SESSION_PREFIX),
    );
    const live = await liveOf(usernames.map((name) => name.slice(SESSION_PREFIX.length)));
    let forgotten = 0;
    for (const name of usernames) {
      if (live.has(name.slice(SESSION_PREFIX.length))) continue;
      await this.forget(name.slice(SESSION_PREFIX.length));
      forgotten++;
    }
    return forgotten;
  }

  close() {
    for (const [, waiter] of this.waiting) clearTimeout(waiter.timer);
    this.waiting.clear();
  }

  private async ensureRole(rolename: string, acls: Array<{ acltype: string; topic: string; allow: boolean }>) {
    if (this.knownRoles.has(rolename)) return;
    const response = await this.command({ command: 'createRole', rolename, acls });
    if (response.error && !/already exists/i.test(response.error)) throw new Error(`createRole: ${response.error}`);
    this.knownRoles.add(rolename);
  }

  private async checked(command: Record<string, unknown>) {
    const response = await this.command(command);
    if (response.error) throw new Error(`${String(command.command)}: ${response.error}`);
    return response;
  }

  private command(command: Record<string, unknown>): Promise<Response> {
    const correlationData = randomUUID();
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(correlationData);
        reject(new Error(`the broker did not answer ${String(command.command)}`));
      }, COMMAND_TIMEOUT_MS);
      this.waiting.set(correlationData, { resolve, timer });
      this.client.publishAsync(CONTROL_TOPIC, JSON.stringify({ commands: [{ ...command, correlationData }] })).catch((error: unknown) => {
        clearTimeout(timer);
        this.waiting.delete(correlationData);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  }
}
