import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { comingLater, floorOf, waitingList, type TableOnFloor } from '@host/domain/floor/floor-state';
import { isSeatedFamily } from '@host/domain/reservations/display-status';
import { guestName } from '@host/domain/reservations/guest-name';
import type { Reservation } from '@host/domain/reservations/reservation';
import { TABLE_STATUS } from '@host/domain/statuses';
import type { AreaWithTables, Combination, Table } from '@host/domain/tables';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, StillReading } from '../../../components/load-failed';
import { useOutletProfile } from '../../../state/outlet-profile';
import { useSession } from '../../../state/session';
import { FloorCanvas } from '../components/floor-canvas';
import { FloorLegend } from '../components/floor-legend';
import type { DragData } from './drag-data';
import { FloorTable } from './floor-table';
import { WaitingCard, WalkInSource } from './waiting-card';

/**
 * The table under the finger or the pointer, not the one the dragged card overlaps most: a card
 * from the rail is wider than a table, and dropped on F2 it overlapped F1 more, so a party went
 * to the neighbour (or was refused there as occupied: issue 28). The keyboard has no pointer: the
 * overlap decides there.
 */
const underPointer: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length ? within : rectIntersection(args);
};

// Sensor options kept stable: new objects each render would give every draggable new listeners.
const MOUSE = { activationConstraint: { distance: 6 } };
const TOUCH = { activationConstraint: { delay: 120, tolerance: 8 } };

/** What the host dropped where: a booking or a seated party onto tables, or a new walk-in onto one. */
export type FloorDrop = (
  | { kind: 'seat'; reservation: Reservation; table: Table }
  | { kind: 'move'; reservation: Reservation; table: Table }
  | { kind: 'walkIn'; table: Table }
) & {
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
  /** the floor or the day could not be read and nothing was kept: said so, with a retry (issue 28) */
  failed?: boolean;
  onRetry?: () => void;
  onWaiting: (reservation: Reservation) => void;
}

/**
 * The floor beside the book (docs/ui.md): every table at its place, coloured by status, with the party
 * at it and the next booking; drag a booking or a walk-in onto a table to seat it, or a seated
 * table onto another to move the party. Mouse, touch and keyboard drag alike (dnd-kit sensors).
 */
export function FloorView({
  areas,
  combinations,
  reservations,
  now,
  isToday,
  changed,
  onDrop,
  onTable,
  onWaiting,
  failed,
  onRetry,
}: FloorViewProps) {
  const { t } = useTranslation('floor');
  const [areaId, setAreaId] = useState<string | null>(null);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const sensors = useSensors(useSensor(MouseSensor, MOUSE), useSensor(TouchSensor, TOUCH), useSensor(KeyboardSensor));
  // Stable for the memoised tables and cards, whatever the page passes (they read the latest).
  const handlers = useRef({ onTable, onWaiting });
  useLayoutEffect(() => {
    handlers.current = { onTable, onWaiting };
  });
  const openTable = useCallback((table: Table, spot: TableOnFloor<Reservation>) => handlers.current.onTable(table, spot), []);
  const openWaiting = useCallback((r: Reservation) => handlers.current.onWaiting(r), []);
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
  // The outlet's grace period (seconds; 15 minutes until the profile is in): due within it is waiting.
  const grace = useOutletProfile(useSession().data?.outlet?.id).data?.reservationGracePeriod ?? 900;
  const waiting = useMemo(() => (isToday ? waitingList(reservations ?? [], now, grace) : []), [reservations, now, grace, isToday]);
  const later = useMemo(
    () => (isToday ? comingLater(reservations ?? [], now, grace) : waitingList(reservations ?? [], new Date(8.64e15), 0)),
    [reservations, now, grace, isToday],
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

  if ((!areas || !reservations) && failed && onRetry)
    return <LoadFailed message={t('list.floorFailed', { ns: 'reservations' })} onRetry={onRetry} />;
  if (!areas || !reservations) return <StillReading skeleton={<Skeleton variant="rounded" height={520} />} onRetry={onRetry} />;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={underPointer}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
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
            sx={{
              m: 0,
              px: 1,
              pb: 1,
              overflowY: 'auto',
              flexGrow: 1,
              display: { xs: 'flex', lg: 'block' },
              gap: 1,
              flexWrap: { xs: 'nowrap' },
              overflowX: { xs: 'auto', lg: 'hidden' },
            }}
          >
            {waiting.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                {t('nobodyWaiting')}
              </Typography>
            )}
            {waiting.map((r) => (
              <WaitingCard key={r.id} reservation={r} draggable={isToday} changed={changed.has(r.id)} onOpen={openWaiting} />
            ))}
            {later.length > 0 && (
              <Typography
                component="li"
                variant="overline"
                color="text.secondary"
                sx={{ listStyle: 'none', px: 1, display: 'block', whiteSpace: 'nowrap', alignSelf: 'center' }}
              >
                {t(isToday ? 'comingLater' : 'bookedThatDay', { count: later.length })}
              </Typography>
            )}
            {later.map((r) => (
              <WaitingCard key={r.id} reservation={r} draggable={isToday} changed={changed.has(r.id)} onOpen={openWaiting} />
            ))}
          </Box>
        </Card>

        <Card variant="outlined" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, md: 2 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, alignItems: { md: 'center' }, mb: 1.5 }}>
            <Tabs
              value={area?.id ?? false}
              onChange={(_, v: string) => setAreaId(v)}
              variant="scrollable"
              aria-label={t('areas')}
              sx={{ flexGrow: 1, minHeight: 40 }}
            >
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
                  onOpen={openTable}
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
          <Paper
            elevation={8}
            sx={{ px: 1.5, py: 1, display: 'inline-flex', alignItems: 'center', gap: 1, borderRadius: 2, pointerEvents: 'none' }}
          >
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
