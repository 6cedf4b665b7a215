// The bench as a guard (issue 34, point 6): each run is compared with the last one kept in the repository for this kind of
// machine (bench/baseline-<cores>-cores.json), and every figure more than 20% worse is printed with both values. Better
// is lower for times, sizes and memory, higher for rates ("/s"); a target's direction says it where there is one. A figure
// the baseline lacks (a new one) or the run lacks (a section not run) is left out. `BENCH_SAVE_BASELINE=1 npm run bench`
// keeps the run as the new baseline, once its figures are the ones to hold.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const WORSE_BY = 0.2;
const root = path.resolve(import.meta.dirname, '..');

/** The baseline's file for a machine of `cores` cores. */
export const baselineFile = (cores) => path.join(root, 'bench', `baseline-${cores}-cores.json`);

/** Whether a higher value of the figure is better: a rate, or a figure held at least at its anchor. */
export const higherIsBetter = (figure) => (figure.target ? figure.target.at === 'least' : /\/s$|^x$/.test(figure.unit));

/** A request with one round trip to PostgreSQL, per second: how fast the machine itself was in each run. */
const MACHINE_GAUGE = 'writes-one-query-ceiling';

/** Every figure of `current` that is more than `by` worse than the same figure (by id) of `previous`, worst first. */
export function worsened(previous, current, by = WORSE_BY) {
  const before = new Map(previous.sections.flatMap((s) => s.figures).map((f) => [f.id, f]));
  const found = [];
  for (const figure of current.sections.flatMap((s) => s.figures)) {
    const old = before.get(figure.id);
    if (!old || !(old.value > 0) || !Number.isFinite(figure.value)) continue;
    const change = higherIsBetter(figure) ? old.value / figure.value - 1 : figure.value / old.value - 1;
    if (change > by)
      found.push({ id: figure.id, name: figure.name.trim(), unit: figure.unit, before: old.value, now: figure.value, change });
  }
  return found.sort((a, b) => b.change - a.change);
}

const shown = (value, unit) => `${value.toLocaleString('en', { maximumFractionDigits: value >= 100 ? 0 : 2 })} ${unit}`;

/**
 * The comparison as lines for the bench's output: the baseline's date and machine, then each figure worse by more than
 * 20%; or why nothing was compared.
 */
export function compareWithBaseline(run, cores) {
  const file = baselineFile(cores);
  if (!existsSync(file))
    return [`No baseline for ${cores} cores (${path.relative(root, file)}): BENCH_SAVE_BASELINE=1 keeps this run as one.`];
  const previous = JSON.parse(readFileSync(file, 'utf8'));
  const worse = worsened(previous, run);
  const head = `Compared with ${path.relative(root, file)} (${previous.at.slice(0, 10)}, ${previous.machine.cpu}):`;
  // A shared machine runs at different speeds from hour to hour: said first, so every figure below is read with it.
  const gauge = (r) => r.sections.flatMap((x) => x.figures).find((f) => f.id === MACHINE_GAUGE)?.value;
  const [then, now] = [gauge(previous), gauge(run)];
  const change = then && now ? now / then - 1 : 0;
  const machine =
    Math.abs(change) > WORSE_BY
      ? [
          `  The machine itself was ${Math.round(Math.abs(change) * 100)}% ${change < 0 ? 'slower' : 'faster'} ` +
            `(a request with one query: ${shown(then, '/s')} -> ${shown(now, '/s')}): run again before believing a change.`,
        ]
      : [];
  if (worse.length === 0) return [`${head} no figure is more than ${WORSE_BY * 100}% worse.`, ...machine];
  return [
    `${head} ${worse.length} figure(s) more than ${WORSE_BY * 100}% worse:`,
    ...machine,
    ...worse.map((w) => `  ${w.name}: ${shown(w.before, w.unit)} -> ${shown(w.now, w.unit)} (${Math.round(w.change * 100)}% worse)`),
  ];
}

/** Keeps the run as the baseline of this machine kind. */
export function saveBaseline(run, cores) {
  writeFileSync(baselineFile(cores), `${JSON.stringify(run, null, 2)}\n`);
  return path.relative(root, baselineFile(cores));
}
