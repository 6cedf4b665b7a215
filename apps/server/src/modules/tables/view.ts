import type { Area, AreaWithTables, Combination, Table } from '@host/domain/tables';
import type { Block } from '@host/domain/tables';
import type { AreaRow, TableRow } from './repository';

export const toTable = (t: TableRow): Table => ({
  id: t.id,
  name: t.name,
  areaId: t.areaId,
  minPax: t.minPax,
  maxPax: t.maxPax,
  shape: t.shape,
  size: t.size,
  status: t.status,
  statusChangedAt: t.statusChangedAt.toISOString(),
  enabled: t.enabled,
  bookableOnline: t.bookableOnline,
  disableDate: t.disableDate,
  tableBlocks: t.tableBlocks as Block[],
  x: t.x,
  y: t.y,
  rotate: t.rotate,
  version: t.version,
});

export const toArea = (a: AreaRow): Area => ({
  id: a.id,
  name: a.name,
  displayName: a.displayName,
  color: a.color,
  order: a.order,
  enabled: a.enabled,
  bookableOnline: a.bookableOnline,
  combineAllTable: a.combineAllTable,
  minPax: a.minPax,
  maxPax: a.maxPax,
  areaBlocks: a.areaBlocks as Block[],
  version: a.version,
});

export const toAreaWithTables = (a: AreaRow & { tables: TableRow[] }): AreaWithTables => ({ ...toArea(a), tables: a.tables.map(toTable) });

export const toCombination = (c: {
  id: string;
  name: string;
  minPax: number;
  maxPax: number;
  version: number;
  tableIds: string[];
}): Combination => ({
  id: c.id,
  name: c.name,
  minPax: c.minPax,
  maxPax: c.maxPax,
  tableIds: c.tableIds,
  version: c.version,
});
