import { TagDots, tagTitles } from '../../../components/tag-chips';
import { tagsOfBooking } from '@host/domain/reservations/guest-filter';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { minutesSeated, type TableOnFloor } from '@host/domain/floor/floor-state';
import { guestName } from '@host/domain/reservations/guest-name';
import { PlainNeedsMark, needsText } from '../../../components/guest-needs';
import { autoTagsText, GuestAutoTagMarks } from '../../../components/guest-tags';
import { useFormat } from '../../../i18n/format';
import type { Reservation } from '@host/domain/reservations/reservation';
import { TABLE_STATUS, tableStatusName } from '@host/domain/statuses';
import { isOccupied } from '@host/domain/statuses';
import type { Table } from '@host/domain/tables';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TableStatusIcon } from '../components/table-status-icon';
import { TableShape } from '../components/table-shape';
import type { DragData, DragHandles } from './drag-data';
import '../../../components/plain.css';
import './floor-table.css';

interface FloorTableProps {
  table: Table;
  spot: TableOnFloor<Reservation>;
  now: Date;
  combined: boolean;
  changed: boolean;
  draggingPax: number | null;
  canDrag: boolean;
  onOpen: (table: Table, spot: TableOnFloor<Reservation>) => void;
}

/**
 * A table on the live floor: a drop target for parties, itself draggable while a party sits there
 * (to move it), labelled with the party and its minutes, or the next booking, or its seats.
 * dnd-kit re-renders every table whenever a drag starts or crosses a table; the drawing below is
 * memoised so only tables whose look changes draw again (issue 16: long tasks while dragging).
 */
export function FloorTable({ table, spot, now, combined, changed, draggingPax, canDrag, onOpen }: FloorTableProps) {
  const party = spot.party;
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: `t:${table.id}`, data: { table }, disabled: !table.enabled });
  const drag = useDraggable({
    id: `p:${party?.id ?? table.id}`,
    data: party ? ({ kind: 'reservation', reservation: party } satisfies DragData) : undefined,
    disabled: !party || !canDrag,
  });
  const setDragRef = drag.setNodeRef;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      dropRef(node);
      setDragRef(node);
    },
    [dropRef, setDragRef],
  );
  const tooSmall = draggingPax !== null && draggingPax > table.maxPax;
  const dimmed = !table.enabled || (draggingPax !== null && (isOccupied(spot.status) || (tooSmall && !combined)));
  const handles = party && canDrag ? drag : null;
  return (
    <FloorTableView
      nodeRef={ref}
      listeners={handles?.listeners}
      attributes={handles?.attributes}
      table={table}
      spot={spot}
      now={now}
      highlighted={isOver || changed}
      dimmed={dimmed}
      onOpen={onOpen}
    />
  );
}

interface FloorTableViewProps extends Pick<FloorTableProps, 'table' | 'spot' | 'now' | 'onOpen'>, DragHandles {
  highlighted: boolean;
  dimmed: boolean;
}

const FloorTableView = memo(function FloorTableView({ table, spot, now, highlighted, dimmed, onOpen, ...drag }: FloorTableViewProps) {
  const { t } = useTranslation('floor');
  const party = spot.party;
  const minutes = party ? minutesSeated(party.seatedAt, now) : null;
  const statusWord = t(`tableStatus.${tableStatusName(spot.status)}`);
  const label = party
    ? t('tableWithParty', {
        table: table.name,
        status: statusWord,
        name: guestName(party) || t('walkInName'),
        count: party.pax,
        minutes: minutes ?? 0,
      })
    : spot.next
      ? t('tableWithNext', {
          table: table.name,
          status: statusWord,
          name: guestName(spot.next) || t('walkInName'),
          time: spot.next.reservationTime.slice(0, 5),
        })
      : t('tableFree', { table: table.name, status: statusWord, min: table.minPax, max: table.maxPax });
  // A seated or next party's allergy and computed tags are read with the table (issue 32): the marks inside a button are
  // not read on their own.
  const { month } = useFormat();
  const shown = party ?? spot.next;
  const guest = shown?.user;
  const said = [label, needsText(guest, t), autoTagsText(guest?.autoTags, t, month), shown ? tagTitles(tagsOfBooking(shown), t) : null]
    .filter(Boolean)
    .join(t('guestNeeds.labelJoin', { ns: 'common' }));
  return (
    <TableShape
      ref={drag.nodeRef}
      {...drag.listeners}
      {...drag.attributes}
      role="button"
      tabIndex={0}
      aria-label={said}
      data-testid={`floor-table-${table.name}`}
      data-status={tableStatusName(spot.status)}
      table={table}
      status={spot.status}
      highlighted={highlighted}
      dimmed={dimmed}
      onClick={() => onOpen(table, spot)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen(table, spot);
        else drag.listeners?.onKeyDown?.(e);
      }}
    >
      {/* At least 12 px on a portrait tablet (issue 19); the icon says the status without its colour. */}
      <span className="hb-tile-head">
        <TableStatusIcon status={spot.status} size="clamp(13px, 1.9cqw, 17px)" />
        <span className="hb-tile-name">{table.name}</span>
      </span>
      {party ? (
        <>
          <span className="hb-tile-guest hb-clamp-2" data-testid="tile-name">
            <PlainNeedsMark needs={party.user} t={t} />
            <GuestAutoTagMarks tags={party.user?.autoTags} t={t} />
            <TagDots tags={tagsOfBooking(party)} />
            {guestName(party) || t('walkInName')}
          </span>
          <TileParts parts={[t('pax', { count: party.pax }), t('minutesSeated', { minutes: minutes ?? 0 })]} />
        </>
      ) : spot.next ? (
        <>
          <TileParts parts={[t('nextAt', { time: spot.next.reservationTime.slice(0, 5) }), t('pax', { count: spot.next.pax })]} />
          <span>
            <PlainNeedsMark needs={spot.next.user} t={t} />
            <GuestAutoTagMarks tags={spot.next.user?.autoTags} t={t} />
            <TagDots tags={tagsOfBooking(spot.next)} />
          </span>
        </>
      ) : (
        <TileParts parts={[t('seats', { min: table.minPax, max: table.maxPax })]} secondary />
      )}
      {spot.status !== TABLE_STATUS.AVAILABLE && (
        // Whole words on up to two lines ("MELEBIHI MASA", not "MELEBIHI M…": issue 28); a tile too low
        // for them leaves the status to its icon, colour and the legend (the label says it to a screen reader).
        <span className="hb-tile-status hb-clamp-2" data-testid="tile-status">
          {statusWord}
        </span>
      )}
    </TableShape>
  );
});

/**
 * A tile's small lines, e.g. "2 pax" over "95 min": each part on a line of its own, so a tablet's
 * 80-pixel tile never cuts them to "2 orang · 9…" (issue 28). A part wraps between words, never
 * inside one.
 */
function TileParts({ parts, secondary = false }: { parts: string[]; secondary?: boolean }) {
  return (
    <span className={secondary ? 'hb-tile-lines hb-tile-quiet' : 'hb-tile-lines'} data-testid="tile-line">
      {parts.map((part) => (
        <span key={part}>{part}</span>
      ))}
    </span>
  );
}
