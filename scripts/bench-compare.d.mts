// Types of bench-compare.mjs for the TypeScript test that uses it.
interface Figure {
  id?: string;
  name?: string;
  value?: number;
  unit: string;
  target: { at: 'most' | 'least'; ratio: number } | null | undefined;
}
interface Run {
  at: string;
  machine: { cpus: number; cpu: string };
  sections: Array<{ name: string; title: string; figures: Figure[] }>;
}
export const WORSE_BY: number;
export function baselineFile(cores: number): string;
export function higherIsBetter(figure: Figure): boolean;
export function worsened(
  previous: Run,
  current: Run,
  by?: number,
): Array<{ id: string; name: string; unit: string; before: number; now: number; change: number }>;
export function compareWithBaseline(run: Run, cores: number): string[];
export function saveBaseline(run: Run, cores: number): string;
