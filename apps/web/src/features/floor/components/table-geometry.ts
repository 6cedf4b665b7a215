import { PLAN_HEIGHT, PLAN_WIDTH, type TableShape } from '@host/domain/tables';

/** A table's footprint on the plan, in plan units, by shape and size (1 a two-top, 4 a banquet). */
export function tableBox(shape: string, size: number): { width: number; height: number; round: boolean } {
  const grow = Math.max(0, size - 1);
  switch (shape as TableShape) {
    case 'round':
      return { width: 124 + 30 * grow, height: 124 + 30 * grow, round: true };
    case 'rectangle':
      return { width: 168 + 56 * grow, height: 112, round: false };
    case 'booth':
      return { width: 172 + 56 * grow, height: 120, round: false };
    default:
      return { width: 120 + 30 * grow, height: 120 + 30 * grow, round: false };
  }
}

/** Where a table sits, as percentages of the plan (x and y are its centre). */
export function tablePlacement(table: { x: number; y: number; shape: string; size: number }) {
  const { width, height, round } = tableBox(table.shape, table.size);
  return {
    left: `${((table.x - width / 2) / PLAN_WIDTH) * 100}%`,
    top: `${((table.y - height / 2) / PLAN_HEIGHT) * 100}%`,
    width: `${(width / PLAN_WIDTH) * 100}%`,
    height: `${(height / PLAN_HEIGHT) * 100}%`,
    round,
  };
}

/** Keeps a table's centre on the plan. */
export function clampToPlan(x: number, y: number) {
  return { x: Math.round(Math.min(PLAN_WIDTH - 20, Math.max(20, x))), y: Math.round(Math.min(PLAN_HEIGHT - 20, Math.max(20, y))) };
}
