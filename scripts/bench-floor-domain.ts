// Table suggestions in-process: a 60-table outlet with 40 combinations and 150 bookings held,
// as packages/domain computes them (no I/O). Prints one JSON line for scripts/bench-floor.mjs.
import { suggestTables, type Hold, type SuggestCombination, type SuggestTable } from '../packages/domain/src/floor/suggest';

const H = 3_600_000;
const tables: SuggestTable[] = Array.from({ length: 60 }, (_, i) => ({
  id: `t${i}`,
  name: `T${i + 1}`,
  areaId: i < 30 ? 'main' : 'terrace',
  minPax: 1,
  maxPax: [2, 4, 4, 6][i % 4]!,
  enabled: true,
  status: 1,
}));
const combinations: SuggestCombination[] = [
  ...Array.from({ length: 30 }, (_, i) => ({
    id: `p${i}`,
    name: `pair ${i}`,
    tableIds: [`t${2 * i}`, `t${2 * i + 1}`],
    minPax: 3,
    maxPax: 8,
  })),
  ...Array.from({ length: 10 }, (_, i) => ({
    id: `q${i}`,
    name: `three ${i}`,
    tableIds: [`t${3 * i}`, `t${3 * i + 1}`, `t${3 * i + 2}`],
    minPax: 6,
    maxPax: 12,
  })),
];
const holds: Hold[] = Array.from({ length: 150 }, (_, k) => ({
  tableId: `t${k % 60}`,
  reservationId: `r${k}`,
  startsAt: (11 + Math.floor(k / 60) * 2.25) * H,
  endsAt: (13 + Math.floor(k / 60) * 2.25) * H,
}));

let calls = 0;
let offered = 0;
const started = performance.now();
while (performance.now() - started < 2000) {
  const pax = 1 + (calls % 10);
  const start = (11 + (calls % 40) * 0.25) * H;
  offered += suggestTables({ pax, startsAt: start, endsAt: start + 2 * H, now: 0, tables, combinations, holds }).length;
  calls++;
}
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({ perSecond: calls / seconds, combinationsPerSecond: (calls * combinations.length) / seconds, offered: offered / calls }),
);
