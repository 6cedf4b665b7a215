import { outletProfileSchema } from '@host/domain/outlets';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outletWithBrand } from '../src/modules/outlets/repository';
import { anOutlet } from './factories';
import { parseBody, startTestServer, type TestServer } from './helper';

// The outlet and brand rows kept between their changes (docs/decisions/039-booking-writes.md): every read asks for the
// rows' versions in its own statement, so no change is missed, whoever made it.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** An outlet with nothing on its floor, and its name as `outletWithBrand` reads it through a handle. */
async function bareOutlet() {
  const { outlet } = await anOutlet(server, { areas: [], tables: [], services: [] });
  const nameOf = async (db: Parameters<typeof outletWithBrand>[0]) => (await outletWithBrand(db, outlet.id))!.outlet.outletName;
  return { outlet, nameOf };
}

describe("the outlet's row kept between its changes", () => {
  it('answers with a change made outside Host, to the outlet or to its brand, at the next request', async () => {
    const { host, outlet } = await anOutlet(server, { brand: { timezone: 'Asia/Singapore' }, areas: [], tables: [], services: [] });
    const profile = async () => parseBody(outletProfileSchema, await host.call('GET', `/api/v1/outlets/${outlet.id}`));
    expect(await profile()).toMatchObject({ outletName: outlet.name, timezone: 'Asia/Singapore' });
    expect(await profile()).toMatchObject({ outletName: outlet.name });

    await server.db.execute(sql`update outlets set outlet_name = 'Renamed in psql' where id = ${outlet.id}`);
    expect(await profile()).toMatchObject({ outletName: 'Renamed in psql', timezone: 'Asia/Singapore' });

    await server.db.execute(sql`update brands set timezone = 'Asia/Kuala_Lumpur' where id = ${outlet.brandId}`);
    expect(await profile()).toMatchObject({ outletName: 'Renamed in psql', timezone: 'Asia/Kuala_Lumpur' });
  });

  it('gives a transaction its own changes, two in a row included, and forgets one rolled back', async () => {
    const { outlet, nameOf } = await bareOutlet();
    expect(await nameOf(server.db)).toBe(outlet.name);

    await server.db.transaction(async (tx) => {
      await tx.execute(sql`update outlets set outlet_name = 'First' where id = ${outlet.id}`);
      expect(await nameOf(tx)).toBe('First');
      // One transaction, one xmin: the second version is told from the first by where it lies.
      await tx.execute(sql`update outlets set outlet_name = 'Second' where id = ${outlet.id}`);
      expect(await nameOf(tx)).toBe('Second');
    });
    expect(await nameOf(server.db)).toBe('Second');

    await expect(
      server.db.transaction(async (tx) => {
        await tx.execute(sql`update outlets set outlet_name = 'Never kept' where id = ${outlet.id}`);
        expect(await nameOf(tx)).toBe('Never kept');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await nameOf(server.db)).toBe('Second');
  });

  it('keeps nothing a transaction read after it wrote: the next request reads the rows whole, then keeps them', async () => {
    // A version read by its own writer may be followed by another of the same xmin; after a table's rewrite (VACUUM
    // FULL) the last could lie where the first did. So the writer's reads are answered and not kept.
    const { outlet, nameOf } = await bareOutlet();
    expect(await nameOf(server.db)).toBe(outlet.name);
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`update outlets set outlet_name = 'Written, then read' where id = ${outlet.id}`);
      expect(await nameOf(tx)).toBe('Written, then read');
    });

    const query = vi.spyOn(pg.Client.prototype, 'query');
    const statementsOf = async (read: () => Promise<string>) => {
      query.mockClear();
      expect(await read()).toBe('Written, then read');
      return query.mock.calls.map(([config]) => (config as { name?: string }).name).filter((name) => name?.startsWith('outlet_'));
    };
    try {
      expect(await statementsOf(() => nameOf(server.db))).toEqual(['outlet_versions', 'outlet_with_brand']);
      expect(await statementsOf(() => nameOf(server.db))).toEqual(['outlet_versions']);
    } finally {
      query.mockRestore();
    }
  });

  it('is not changed by a caller: a kept row is frozen', async () => {
    const { outlet } = await anOutlet(server, { areas: [], tables: [], services: [] });
    await outletWithBrand(server.db, outlet.id);
    const kept = (await outletWithBrand(server.db, outlet.id))!;
    expect(() => Object.assign(kept.outlet, { outletName: 'Changed in memory' })).toThrow(TypeError);
    expect((await outletWithBrand(server.db, outlet.id))!.outlet.outletName).toBe(outlet.name);
  });
});
