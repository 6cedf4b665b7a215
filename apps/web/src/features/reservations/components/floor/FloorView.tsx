import { DndContext, DragOverlay, KeyboardSensor, MouseSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { floorOf, minutesSeated, type TableOnFloor } from '@host/domain/floor/floor-state';
import { isSeatedFamily } from '@host/domain/reservations/display-status';
import type { Reservation } from '@host/domain/reservations/reservation';
import { TABLE_STATUS, tableStatusName } from '@host/domain/statuses';
import type { AreaWithTables, Combination, Table } from '@host/domain/tables';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FloorCanvas } from '../../../floor/components/FloorCanvas';
import { FloorLegend } from '../../../floor/components/FloorLegend';
import { TableShape } from '../../../floor/components/TableShape';
import { guestName } from '../actions';
import { StatusChip } from '../StatusChip';

const WAITING = new Set(['PENDING', 'BOOKED', 'CONFIRMED', 'LATE']);
export const OCCUPIED: readonly number[] = [TABLE_STATUS.IN_USE, TABLE_STATUS.BILL_REQUESTED, TABLE_STATUS.OVERSTAY];

/** What the host dropped where: a booking or a seated party onto tables, or a new walk-in onto one. */
export type FloorDrop = ({ kind: 'seat'; reservation: Reservation; table: Table } | { kind: 'move'; reservation: Reservation; table: Table } | { kind: 'walkIn'; table: Table }) & {
  floor: Map<string, TableOnFloor<Reservation>>;
};

interface FloorViewProps {
  areas: AreaWithTables[] | undefined;
  combinations: Combination[];
  reservations: Reservation[] | undefined;
  /** the server's clock, for minutes seated and who is due */
  now: Date;
  isToday: boolean;
  changed: ReadonlySet<string>;
  onDrop: (drop: FloorDrop) => void;
  onTable: (table: Table, spot: TableOnFloor<Reservation>) => void;
  onWaiting: (reservation: Reservation) => void;
}

type DragData = { kind: 'reservation'; reservation: Reservation } | { kind: 'walkIn' };

/**
 * The floor beside the book (UI.md): every table at its place, coloured by status, with the party
 * at it and the next booking; drag a booking or a walk-in onto a table to seat it, or a seated
 * table onto another to move the party. Mouse, touch and keyboard drag alike (dnd-kit sensors).
 */
export function FloorView({ areas, combinations, reservations, now, isToday, changed, onDrop, onTable, onWaiting }: FloorViewProps) {
  const { t } = useTranslation('floor');
  const [areaId, setAreaId] = useState<string | null>(null);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );
  const tables = useMemo(() => (areas ?? []).flatMap((a) => a.tables), [areas]);
  const floor = useMemo(
    () =>
      floorOf(
        tables.map((tb) => ({ id: tb.id, status: isToday ? tb.status : TABLE_STATUS.AVAILABLE })),
        (reservations ?? []).filter((r) => isToday || !isSeatedFamily(r.displayStatus)),
        now,
      ),
    [tables, reservations, now, isToday],
  );
  const waiting = useMemo(
    () =>
      (reservations ?? []).filter((r) => WAITING.has(r.displayStatus)).sort((a, b) => Number(b.displayStatus === 'LATE') - Number(a.displayStatus === 'LATE') || a.dateTime.localeCompare(b.dateTime)),
    [reservations],
  );
  const counts = useMemo(() => {
    const byStatus = new Map<number, number>();
    for (const spot of floor.values()) byStatus.set(spot.status, (byStatus.get(spot.status) ?? 0) + 1);
    return byStatus;
  }, [floor]);
  const area = areas?.find((a) => a.id === areaId) ?? areas?.[0];
  const combined = useMemo(() => new Set(combinations.flatMap((c) => c.tableIds)), [combinations]);

  const onDragStart = (event: DragStartEvent) => setDragging((event.active.data.current as DragData | undefined) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const data = event.active.data.current as DragData | undefined;
    const table = event.over?.data.current?.table as Table | undefined;
    if (!data || !table) return;
    if (data.kind === 'walkIn') return onDrop({ kind: 'walkIn', table, floor });
    const seated = isSeatedFamily(data.reservation.displayStatus);
    if (seated && data.reservation.tables.some((tb) => tb.id === table.id)) return;
    onDrop({ kind: seated ? 'move' : 'seat', reservation: data.reservation, table, floor });
  };

  if (!areas || !reservations) return <Skeleton variant="rounded" height={520} />;
  return (
    <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
      <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ gap: 2, alignItems: 'stretch' }}>
        {/* The rail scrolls on its own so a booking and the table it goes to are both in view. */}
        <Card
          variant="outlined"
          sx={{
            width: { lg: 300 },
            flexShrink: 0,
            display: 'flex',
            flexDirection: 'column',
            maxHeight: { xs: 260, lg: 'max(420px, calc(100vh - 360px))' },
            position: { lg: 'sticky' },
            top: { lg: 100 },
          }}
        >
          <Stack direction="row" sx={{ px: 2, pt: 1.5, pb: 1, alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
              {t('waiting', { count: waiting.length })}
            </Typography>
            {isToday && <WalkInSource />}
          </Stack>
          <Typography variant="caption" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            {t('dragHint')}
          </Typography>
          <Box
            component="ul"
            aria-label={t('waitingList')}
            sx={{ m: 0, px: 1, pb: 1, overflowY: 'auto', flexGrow: 1, display: { xs: 'flex', lg: 'block' }, gap: 1, flexWrap: { xs: 'nowrap' }, overflowX: { xs: 'auto', lg: 'hidden' } }}
          >
            {waiting.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                {t('nobodyWaiting')}
              </Typography>
            )}
            {waiting.map((r) => (
              <WaitingCard key={r.id} reservation={r} draggable={isToday} changed={changed.has(r.id)} onOpen={() => onWaiting(r)} />
            ))}
          </Box>
        </Card>

        <Card variant="outlined" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, md: 2 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, alignItems: { md: 'center' }, mb: 1.5 }}>
            <Tabs value={area?.id ?? false} onChange={(_, v: string) => setAreaId(v)} variant="scrollable" aria-label={t('areas')} sx={{ flexGrow: 1, minHeight: 40 }}>
              {areas.map((a) => (
                <Tab key={a.id} value={a.id} label={a.displayName} sx={{ minHeight: 40 }} />
              ))}
            </Tabs>
          </Stack>
          {area ? (
            <FloorCanvas label={t('planOf', { area: area.displayName })} testId="floor-plan">
              {area.tables.map((table) => (
                <FloorTable
                  key={table.id}
                  table={table}
                  spot={floor.get(table.id)!}
                  now={now}
                  combined={combined.has(table.id)}
                  changed={changed.has(floor.get(table.id)?.party?.id ?? '') || changed.has(table.id)}
                  draggingPax={dragging?.kind === 'reservation' ? dragging.reservation.pax : null}
                  canDrag={isToday}
                  onOpen={() => onTable(table, floor.get(table.id)!)}
                />
              ))}
            </FloorCanvas>
          ) : (
            <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
              {t('noAreas')}
            </Typography>
          )}
          <Box sx={{ mt: 1.5 }}>
            <FloorLegend counts={counts} />
          </Box>
        </Card>
      </Stack>
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <Paper elevation={8} sx={{ px: 1.5, py: 1, display: 'inline-flex', alignItems: 'center', gap: 1, borderRadius: 2, pointerEvents: 'none' }}>
            {dragging.kind === 'walkIn' ? (
              <>
                <DirectionsWalkIcon fontSize="small" />
                {t('newWalkIn')}
              </>
            ) : (
              <>
                <strong>{guestName(dragging.reservation) || t('walkInName')}</strong>
                {t('pax', { count: dragging.reservation.pax })}
              </>
            )}
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}

function WalkInSource() {
  const { t } = useTranslation('floor');
  const { setNodeRef, listeners, attributes } = useDraggable({ id: 'walk-in', data: { kind: 'walkIn' } satisfies DragData });
  return (
    <Chip
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      icon={<DirectionsWalkIcon />}
      label={t('newWalkIn')}
      color="primary"
      variant="outlined"
      aria-label={t('dragWalkIn')}
      sx={{ touchAction: 'none', cursor: 'grab', height: 36 }}
    />
  );
}

function WaitingCard({ reservation: r, draggable, changed, onOpen }: { reservation: Reservation; draggable: boolean; changed: boolean; onOpen: () => void }) {
  const { t } = useTranslation('floor');
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: `r:${r.id}`, data: { kind: 'reservation', reservation: r } satisfies DragData, disabled: !draggable });
  const name = guestName(r) || t('walkInName');
  return (
    <Box component="li" sx={{ listStyle: 'none', mb: { lg: 1 }, minWidth: { xs: 220, lg: 0 } }}>
      <Paper
        ref={setNodeRef}
        {...listeners}
        {...attributes}
        variant="outlined"
        onClick={onOpen}
        aria-label={t('waitingCard', { name, count: r.pax, time: r.reservationTime.slice(0, 5) })}
        data-testid="waiting-card"
        sx={{
          p: 1.25,
          cursor: draggable ? 'grab' : 'pointer',
          touchAction: 'none',
          opacity: isDragging ? 0.4 : 1,
          bgcolor: changed ? 'action.selected' : undefined,
          transition: 'background-color 600ms',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{r.reservationTime.slice(0, 5)}</Typography>
          <Typography noWrap sx={{ flexGrow: 1, fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('pax', { count: r.pax })}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5 }}>
          <StatusChip status={r.displayStatus} />
          <Typography variant="caption" color="text.secondary" noWrap>
            {r.tables.length ? r.tables.map((tb) => tb.name).join(' + ') : t('noTable')}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}

interface FloorTableProps {
  table: Table;
  spot: TableOnFloor<Reservation>;
  now: Date;
  combined: boolean;
  changed: boolean;
  draggingPax: number | null;
  canDrag: boolean;
  onOpen: () => void;
}

function FloorTable({ table, spot, now, combined, changed, draggingPax, canDrag, onOpen }: FloorTableProps) {
  const { t } = useTranslation('floor');
  const party = spot.party;
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: `t:${table.id}`, data: { table }, disabled: !table.enabled });
  const drag = useDraggable({ id: `p:${party?.id ?? table.id}`, data: party ? ({ kind: 'reservation', reservation: party } satisfies DragData) : undefined, disabled: !party || !canDrag });
  const minutes = party ? minutesSeated(party.seatedAt, now) : null;
  const statusWord = t(`tableStatus.${tableStatusName(spot.status)}`);
  const label = party
    ? t('tableWithParty', { table: table.name, status: statusWord, name: guestName(party) || t('walkInName'), count: party.pax, minutes: minutes ?? 0 })
    : spot.next
      ? t('tableWithNext', { table: table.name, status: statusWord, name: guestName(spot.next) || t('walkInName'), time: spot.next.reservationTime.slice(0, 5) })
      : t('tableFree', { table: table.name, status: statusWord, min: table.minPax, max: table.maxPax });
  const tooSmall = draggingPax !== null && draggingPax > table.maxPax;
  const occupied = OCCUPIED.includes(spot.status);
  return (
    <TableShape
      ref={(node) => {
        dropRef(node);
        drag.setNodeRef(node);
      }}
      {...(party && canDrag ? { ...drag.listeners, ...drag.attributes } : {})}
      role="button"
      tabIndex={0}
      aria-label={label}
      data-testid={`floor-table-${table.name}`}
      data-status={tableStatusName(spot.status)}
      table={table}
      status={spot.status}
      highlighted={isOver || changed}
      dimmed={!table.enabled || (draggingPax !== null && (occupied || (tooSmall && !combined)))}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen();
        else drag.listeners?.onKeyDown?.(e);
      }}
    >
      <Typography component="span" sx={{ display: 'block', fontWeight: 800, fontSize: 'clamp(12px, 1.9cqw, 17px)' }}>
        {table.name}
      </Typography>
      {party ? (
        <>
          <Typography component="span" noWrap sx={{ display: 'block', fontWeight: 600, fontSize: 'clamp(10px, 1.4cqw, 13px)' }}>
            {guestName(party) || t('walkInName')}
          </Typography>
          <Typography component="span" sx={{ display: 'block', fontSize: 'clamp(10px, 1.3cqw, 12px)' }}>
            {t('paxMinutes', { count: party.pax, minutes: minutes ?? 0 })}
          </Typography>
        </>
      ) : spot.next ? (
        <Typography component="span" noWrap sx={{ display: 'block', fontSize: 'clamp(10px, 1.3cqw, 12px)' }}>
          {t('next', { time: spot.next.reservationTime.slice(0, 5), count: spot.next.pax })}
        </Typography>
      ) : (
        <Typography component="span" sx={{ display: 'block', fontSize: 'clamp(10px, 1.3cqw, 12px)', color: 'text.secondary' }}>
          {t('seats', { min: table.minPax, max: table.maxPax })}
        </Typography>
      )}
      {spot.status !== TABLE_STATUS.AVAILABLE && (
        <Typography component="span" sx={{ display: 'block', fontSize: 'clamp(9px, 1.15cqw, 11px)', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.3 }}>
          {statusWord}
        </Typography>
      )}
    </TableShape>
  );
}
