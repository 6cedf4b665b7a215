import type { AreaWithTables } from '@host/domain/tables';
import type { Dispatch, SetStateAction } from 'react';
import { TablePicker, type useSeatingNow } from './table-picker';
import { TableSuggestions } from './table-suggestions';

/**
 * The tables a party sits at now (seating a booking, a walk-in): the best fits offered first, then
 * every table, each tapped on or off.
 */
export function TablesToSeat({
  outletId,
  reservationId,
  pax,
  areas,
  seating,
  tableIds,
  onTableIds,
}: {
  outletId: string;
  /** the booking being seated: its own tables count as free for it */
  reservationId?: string;
  pax: number;
  areas: AreaWithTables[];
  seating: ReturnType<typeof useSeatingNow>;
  tableIds: string[];
  onTableIds: Dispatch<SetStateAction<string[]>>;
}) {
  return (
    <>
      <TableSuggestions outletId={outletId} pax={pax} reservationId={reservationId} selected={tableIds} onPick={onTableIds} />
      <TablePicker
        areas={areas}
        {...seating}
        pax={pax}
        selected={tableIds}
        onToggle={(id) => onTableIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))}
      />
    </>
  );
}
