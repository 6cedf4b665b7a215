// What several bench sections share: signing in as a demo outlet, and the 60-table floor with 40
// combinations and 150 bookings on one day, built once through the API in the bench's data directory.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scaled } from './bench-smoke.mjs';

/**
 * The floor's tables and bookings, made one request at a time: most of the web and floor sections'
 * setup, so a smoke run makes a fifth of the tables and one booking a table.
 */
const FLOOR_TABLES = scaled(60, 12);
const FLOOR_BOOKINGS = scaled(150, 12);

export async function signIn(base, code, pin) {
  const sha512Pin = createHash('sha512').update(pin).digest('hex');
  const res = await fetch(`${base}/api/auth/pin-login-remember-me`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, sha512Pin }),
  });
  const session = await res.json();
  return {
    session,
    cookie: res.headers.getSetCookie()[0].split(';')[0],
    headers: { authorization: `Bearer ${session.hostV2AuthToken}`, 'content-type': 'application/json' },
  };
}

export async function call(base, headers, method, url, body) {
  const res = await fetch(base + url, { method, headers, body: body ? JSON.stringify(body) : undefined });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The bench server's PostgreSQL as the server reaches it: its Unix socket (postmaster.pid's fifth line) where it has one. */
export function benchDatabase(dataDir) {
  const [, , , port, socketDir] = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  return { host: socketDir.trim() || '127.0.0.1', port: Number(port.trim()), user: 'postgres', password, database: 'host' };
}

let built;

/** The bench's 60-table floor ("Bench hall" at Jade Garden Tanjong Pagar, bookings tomorrow), built on first use. */
export function benchFloorOutlet(base) {
  built ??= buildFloor(base);
  return built;
}

async function buildFloor(base) {
  const { session, cookie, headers } = await signIn(base, 'JG-TPAGAR', '1357');
  const outletId = session.outlet.id;
  const area = await call(base, headers, 'POST', `/api/v1/outlets/${outletId}/areas`, {
    name: 'Bench hall',
    displayName: 'Bench hall',
    maxPax: 12,
  });
  const tables = [];
  for (let i = 0; i < FLOOR_TABLES; i++)
    tables.push(
      await call(base, headers, 'POST', `/api/v1/outlets/${outletId}/tables`, {
        areaId: area.id,
        name: `B${i + 1}`,
        maxPax: [2, 4, 4, 6][i % 4],
      }),
    );
  for (let i = 0; i < FLOOR_TABLES / 2; i++)
    await call(base, headers, 'POST', `/api/v1/outlets/${outletId}/table-combinations`, {
      name: `B${2 * i + 1} + B${2 * i + 2}`,
      tableIds: [tables[2 * i].id, tables[2 * i + 1].id],
      minPax: 3,
      maxPax: tables[2 * i].maxPax + tables[2 * i + 1].maxPax,
    });
  for (let i = 0; i < FLOOR_TABLES / 6; i++)
    await call(base, headers, 'POST', `/api/v1/outlets/${outletId}/table-combinations`, {
      name: `B${3 * i + 1}-B${3 * i + 3}`,
      tableIds: [0, 1, 2].map((k) => tables[3 * i + k].id),
      minPax: 6,
      maxPax: 10,
    });
  // 150 bookings tomorrow (today may have no future times left): 60 tables, three sittings each,
  // spread over the services' slots so no slot's pacing limit is reached.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const at = (start, quarter) => {
    const m = start + quarter * 15;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  };
  for (let k = 0; k < FLOOR_BOOKINGS; k++) {
    const time = k < FLOOR_TABLES ? at(11 * 60 + 30, k % 12) : k < 2 * FLOOR_TABLES ? at(17 * 60 + 30, k % 6) : at(20 * 60 + 45, k % 5);
    await call(base, headers, 'POST', `/api/v1/outlets/${outletId}/reservations`, {
      reservationDate: tomorrow,
      reservationTime: time,
      numberOfAdults: 2,
      customerPhone: `+65 8${String(2000000 + k)}`,
      customerFirstName: `Floor ${k}`,
      tableIds: [tables[k % FLOOR_TABLES].id],
    });
  }

  return { session, cookie, headers, outletId, area, tables, date: tomorrow };
}
