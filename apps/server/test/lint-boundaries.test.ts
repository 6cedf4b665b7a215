import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 11 and issue 27 (point 14): the repository's own ESLint config keeps a server module out of
 * another's internals, however deep the importing file and whether the import is static or import().
 * The fixtures are linted as text under file names in src/, so none of them lives there.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function lint(file: string, code: string) {
  const results = await eslint.lintText(code, { filePath: path.join(ROOT, 'apps/server/src', file) });
  return results.flatMap((result) => result.messages).map(({ ruleId, message }) => ({ ruleId, message }));
}

const INTERNAL = 'A module reaches another only through its service: import modules/tables/service (issue 11).';
const PLUMBING = 'lib/ is plumbing: it imports no feature module (issue 11).';

describe('server boundaries (host/server-boundaries)', () => {
  it.each([
    [
      'a static import of another module’s repository',
      'modules/reservations/seat.ts',
      "import { findTable } from '../tables/repository';\nexport const f = findTable;",
      INTERNAL,
    ],
    [
      'the same through ../../modules',
      'modules/reservations/seat.ts',
      "import { findTable } from '../../modules/tables/repository';\nexport const f = findTable;",
      INTERNAL,
    ],
    [
      'the same from a subfolder',
      'modules/reservations/sub/seat.ts',
      "import { findTable } from '../../tables/repository';\nexport const f = findTable;",
      INTERNAL,
    ],
    [
      'the same from a subfolder, through ../../../modules',
      'modules/reservations/sub/seat.ts',
      "import { findTable } from '../../../modules/tables/repository';\nexport const f = findTable;",
      INTERNAL,
    ],
    [
      'a type import of another module’s repository',
      'modules/reservations/seat.ts',
      "import type { TableRow } from '../tables/repository';\nexport type T = TableRow;",
      INTERNAL,
    ],
    [
      'an import() of another module’s repository',
      'modules/reservations/seat.ts',
      "export const f = async () => (await import('../tables/repository')).findTable;",
      INTERNAL,
    ],
    [
      'an import() written as a plain template',
      'modules/reservations/seat.ts',
      'export const f = async () => (await import(`../tables/routes`)).tableRoutes;',
      INTERNAL,
    ],
    ['a re-export of another module’s routes', 'modules/reservations/seat.ts', "export * from '../tables/routes';", INTERNAL],
    [
      'a named re-export of another module’s repository',
      'modules/reservations/seat.ts',
      "export { findTable } from '../tables/repository';",
      INTERNAL,
    ],
    [
      'lib/ importing a module, even its service',
      'lib/clock.ts',
      "import { loadTables } from '../modules/tables/service';\nexport const f = loadTables;",
      PLUMBING,
    ],
    [
      'lib/ importing a module by import()',
      'lib/clock.ts',
      "export const f = async () => (await import('../modules/tables/service')).loadTables;",
      PLUMBING,
    ],
  ])('refuses %s', async (_case, file, code, message) => {
    expect(await lint(file, code)).toEqual([{ ruleId: 'host/server-boundaries', message }]);
  });

  it.each([
    [
      'another module’s service',
      'modules/reservations/seat.ts',
      "import { loadTables } from '../tables/service';\nexport const f = loadTables;",
    ],
    [
      'another module’s service from a subfolder',
      'modules/reservations/sub/seat.ts',
      "import { loadTables } from '../../tables/service';\nexport const f = loadTables;",
    ],
    [
      'another module’s service by import()',
      'modules/reservations/seat.ts',
      "export const f = async () => (await import('../tables/service.ts')).loadTables;",
    ],
    [
      'its own repository',
      'modules/reservations/seat.ts',
      "import { findReservation } from './repository';\nexport const f = findReservation;",
    ],
    [
      'its own repository from a subfolder',
      'modules/reservations/sub/seat.ts',
      "import { findReservation } from '../repository';\nexport const f = findReservation;",
    ],
    ['lib/ from a module', 'modules/reservations/sub/seat.ts', "import { now } from '../../../lib/clock';\nexport const f = now;"],
    [
      'lib/ from a module, through ../../lib',
      'modules/reservations/seat.ts',
      "import { now } from '../../lib/clock';\nexport const f = now;",
    ],
    [
      'lib/ from lib/, and the database',
      'lib/clock.ts',
      "import { now } from './clock';\nimport type { Executor } from '../db/client';\nexport const f = (db: Executor) => [db, now];",
    ],
    ['a package by import()', 'modules/reservations/seat.ts', "export const f = async () => (await import('sharp')).default;"],
    [
      'app.ts mounting a module’s routes',
      'app.ts',
      "import { tableRoutes } from './modules/tables/routes';\nexport const f = tableRoutes;",
    ],
  ])('allows %s', async (_case, file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});

describe("one door for a booking's status (host/status-door, issue 29)", () => {
  const WRITE = {
    ruleId: 'host/status-door',
    message: "A booking's status is written only in modules/reservations/status-door.ts (issue 29).",
  };
  // Only the shape of each call matters here, so only this rule's findings are read.
  const doorFindings = async (file: string, code: string) => (await lint(file, code)).filter((m) => m.ruleId === 'host/status-door');
  it.each([
    [
      'a webhook setting it by a direct update',
      'modules/payments/settle.ts',
      'export const f = (tx, next) => tx.update(reservations).set({ status: next, version: 2 });',
    ],
    [
      'the same through the schema namespace',
      'modules/payments/requests.ts',
      'export const f = (tx) => tx.update(schema.reservations).set({ version: 2, status: 8 });',
    ],
    [
      'a use case through the repository',
      'modules/reservations/change-status.ts',
      'export const f = (tx, status) => repo.updateReservation(tx, "id", { status, version: 3 });',
    ],
    [
      'the clock in SQL text',
      'jobs/clock-sweep.ts',
      'export const f = (tx, late) => tx.execute(sql`update reservations r set status = ${late} where r.id = ${1}`);',
    ],
    [
      'SQL text with quoted names',
      'modules/tables/service.ts',
      'export const f = (tx) => tx.execute(sql`UPDATE "reservations" SET "status" = 4`);',
    ],
    [
      'SQL text naming the table and column by the schema',
      'modules/tables/service.ts',
      'export const f = (tx) => tx.execute(sql`update ${reservations} set ${reservations.status} = 4`);',
    ],
    [
      'an insert whose conflict sets status',
      'modules/booking-page/service.ts',
      'export const f = (tx) => tx.insert(reservations).values({}).onConflictDoUpdate({ target: reservations.id, set: { status: 4 } });',
    ],
  ])('refuses %s', async (_case, file, code) => {
    expect(await doorFindings(file, code)).toEqual([WRITE]);
  });

  it.each([
    ['the door itself', 'modules/reservations/status-door.ts', 'export const f = (tx) => tx.update(reservations).set({ status: 2 });'],
    [
      'another field of a booking',
      'modules/payments/refunds.ts',
      'export const f = (tx) => tx.update(reservations).set({ notificationsVersion: null });',
    ],
    ["a table's own status", 'modules/tables/service.ts', 'export const f = (tx) => tx.update(tables).set({ status: 1 });'],
    [
      "a table's status in SQL text",
      'jobs/clock-sweep.ts',
      'export const f = (tx) => tx.execute(sql`update tables t set status = 1 from reservations r`);',
    ],
    [
      'a new booking with its first status',
      'modules/reservations/create-reservation.ts',
      'export const f = (tx) => tx.insert(reservations).values({ status: 1 });',
    ],
  ])('allows %s', async (_case, file, code) => {
    expect(await doorFindings(file, code)).toEqual([]);
  });
});

describe('every table has one owner (host/table-owner, issue 29)', () => {
  const FOREIGN = (module: string) => ({
    ruleId: 'host/table-owner',
    message:
      `modules/${module} owns these tables: ask its service, or read them in a read model of this module ` +
      '(a *-reads.ts file; issue 29).',
  });
  const GATHERED = {
    ruleId: 'host/table-owner',
    message: 'A module imports its own tables from db/tables/<module>, not from db/schema (issue 29).',
  };
  const READ_ONLY = {
    ruleId: 'host/table-owner',
    message: 'A read model (*-reads.ts) only reads: write through the owning module’s service (issue 29).',
  };
  const SQL_WRITE = (module: string, table: string) => ({
    ruleId: 'host/table-owner',
    message: `modules/${module} owns the table ${table}: only its files write it (issue 29).`,
  });
  it.each([
    [
      'a file that is no read model reading another module’s table',
      'modules/customers/visits.ts',
      "import { reservations } from '../../db/tables/reservations';\nexport const t = reservations;",
      [FOREIGN('reservations')],
    ],
    [
      'a repository reading another module’s table',
      'modules/tickets/repository.ts',
      "import { tables } from '../../db/tables/tables';\nexport const t = tables;",
      [FOREIGN('tables')],
    ],
    [
      'a module taking its tables from db/schema',
      'modules/tickets/list.ts',
      "import { tickets } from '../../db/schema';\nexport const t = tickets;",
      [GATHERED],
    ],
    [
      'a read model updating the table it reads',
      'modules/payments/booking-reads.ts',
      "import { reservations } from '../../db/tables/reservations';\n" +
        'export const f = (tx) => tx.update(reservations).set({ notificationsVersion: null });',
      [READ_ONLY],
    ],
    [
      'a read model inserting, even into its own module’s table',
      'modules/payments/booking-reads.ts',
      "import { transactions } from '../../db/tables/payments';\nexport const f = (tx) => tx.insert(transactions).values({});",
      [READ_ONLY],
    ],
    [
      'a read model writing in SQL text',
      'modules/payments/booking-reads.ts',
      'export const f = (tx) => tx.execute(sql`delete from payment_events where id = ${1}`);',
      [READ_ONLY],
    ],
    [
      'SQL text updating another module’s table',
      'modules/notifications/planner.ts',
      'export const f = (tx) => tx.execute(sql`update reservations r set notifications_version = r.version`);',
      [SQL_WRITE('reservations', 'reservations')],
    ],
    [
      'SQL text inserting into another module’s table, quoted',
      'modules/payments/service.ts',
      'export const f = (tx) => tx.execute(sql`INSERT INTO "reservation_tables" (reservation_id) values (${1})`);',
      [SQL_WRITE('reservations', 'reservation_tables')],
    ],
  ])('refuses %s', async (_case, file, code, messages) => {
    expect(await lint(file, code)).toEqual(messages);
  });

  it.each([
    ['its own tables', 'modules/tickets/list.ts', "import { tickets } from '../../db/tables/tickets';\nexport const t = tickets;"],
    [
      'its own tables from a subfolder',
      'modules/tickets/sub/list.ts',
      "import { tickets } from '../../../db/tables/tickets';\nexport const t = tickets;",
    ],
    [
      'a table naming another module’s table for a foreign key',
      'db/tables/tickets.ts',
      "import { brands } from './outlets';\nexport const t = brands;",
    ],
    [
      'a read model joining another module’s tables',
      'modules/tickets/selling-reads.ts',
      "import { outlets } from '../../db/tables/outlets';\nexport const f = (db) => db.select().from(outlets);",
    ],
    [
      'SQL text writing its own module’s table, reading another’s',
      'modules/payments/service.ts',
      'export const f = (tx) => tx.execute(sql`update payment_requests p set status = 1 from reservations r where r.id = ${1}`);',
    ],
    [
      'plumbing reading the gathered tables',
      'lib/activity.ts',
      "import { reservationActivities } from '../db/schema';\nexport const t = reservationActivities;",
    ],
  ])('allows %s', async (_case, file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});

describe('doors (host/server-boundaries, issue 29)', () => {
  const DOOR_ALONE = {
    ruleId: 'host/server-boundaries',
    message: 'A door (*-door.ts) imports no other module: others call it to stay out of circles (issue 29).',
  };
  it('lets a module call another’s door', async () => {
    expect(
      await lint(
        'modules/notifications/planner.ts',
        "import { markMessagesPlanned } from '../reservations/messages-door';\nexport const f = markMessagesPlanned;",
      ),
    ).toEqual([]);
  });
  it('refuses a door that imports another module', async () => {
    expect(
      await lint('modules/reservations/holds-door.ts', "import { loadOutlet } from '../outlets/service';\nexport const f = loadOutlet;"),
    ).toEqual([DOOR_ALONE]);
  });
});

describe('no import circles (host/no-import-circle, issue 29)', () => {
  it('reports each file of a circle of value imports, and not a type import back', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'circle-'));
    try {
      writeFileSync(path.join(dir, 'service.ts'), "import { policy } from './booking-page';\nexport const lock = () => policy;\n");
      writeFileSync(path.join(dir, 'booking-page.ts'), "import { lock } from './service';\nexport const policy = () => lock;\n");
      writeFileSync(path.join(dir, 'view.ts'), "import type { policy } from './booking-page';\nexport type P = typeof policy;\n");
      writeFileSync(path.join(dir, 'booking-types.ts'), "import { lock } from './service';\nexport const again = lock;\n");
      const { default: config } = await import(path.join(ROOT, 'eslint.config.js'));
      const host = (config as Array<{ plugins?: Record<string, unknown> }>).find((c) => c.plugins?.host)!.plugins!.host;
      const circles = new ESLint({
        cwd: dir,
        overrideConfigFile: true,
        overrideConfig: [
          { files: ['**/*.ts'], plugins: { host } as never, rules: { 'host/no-import-circle': ['error', { roots: [dir] }] } },
        ],
      });
      const results = await circles.lintFiles([path.join(dir, '*.ts')]);
      const reported = results
        .filter((r) => r.messages.some((m) => m.ruleId === 'host/no-import-circle'))
        .map((r) => path.basename(r.filePath))
        .sort();
      expect(reported).toEqual(['booking-page.ts', 'service.ts']);
      expect(results.find((r) => r.filePath.endsWith('service.ts'))!.messages[0]!.message).toContain('import circle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the status-door rule reads SQL and upserts as they are (issue 29, after review)', () => {
  const findings = async (file: string, code: string) => (await lint(file, code)).filter((m) => m.ruleId === 'host/status-door').length;
  it('refuses a SET list of columns with the status, on public.reservations', async () => {
    expect(
      await findings(
        'modules/tables/service.ts',
        'export const f = (tx) => tx.execute(sql`update public.reservations set (version, status) = (2, 4)`);',
      ),
    ).toBe(1);
  });
  it('allows a WHERE that reads the status, and another table’s upsert that sets its own', async () => {
    expect(
      await findings(
        'modules/payments/service.ts',
        'export const f = (tx) => tx.execute(sql`update reservations set version = version + 1 where status = 1`);',
      ),
    ).toBe(0);
    const upsert =
      'export const f = (tx) => tx.insert(confirmationNotifications).values({})' +
      ".onConflictDoUpdate({ target: confirmationNotifications.id, set: { status: 'planned' } });";
    expect(await findings('modules/notifications/planner.ts', upsert)).toBe(0);
    const ours =
      'export const f = (tx) => tx.insert(reservations).values({}).onConflictDoUpdate({ target: reservations.id, set: { status: 4 } });';
    expect(await findings('modules/booking-page/service.ts', ours)).toBe(1);
  });
});
