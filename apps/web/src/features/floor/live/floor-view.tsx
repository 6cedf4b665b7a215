import { DndContext, DragOverlay, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { comingLater, floorOf, waitingList, type TableOnFloor } from '@host/domain/floor/floor-state';
import { isSeatedFamily } from '@host/domain/reservations/display-status';
import type { Reservation } from '@host/domain/reservations/reservation';
import { TABLE_STATUS } from '@host/domain/statuses';
import type { AreaWithTables, Combination, Table } from '@host/domain/tables';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, StillReading } from '../../../components/load-failed';
import { useOutletProfile } from '../../../state/outlet-profile';
import { useSession } from '../../../state/session';
import { FloorCanvas } from '../components/floor-canvas';
import { FloorLegend } from '../components/floor-legend';
import { paxOfDrag, type DragData } from './drag-data';
import { DragPreview } from './drag-preview';
import { dropTargetUnderPointer, useHostDragSensors } from './drag-setup';
import { FloorRail } from './floor-rail';
import { FloorTable } from './floor-table';

/** Above the door queue's drawer (MUI's drawer layer, 1200) and below its dialogs (1300): the party dragged out of it stays in sight. */
const DRAG_LAYER = 1250;

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
  /** the door queue as a drawer over the floor: inside the floor's drag, so its parties drop onto tables */
  queue?: ReactNode;
  /** the door queue docked beside the plan (a wide screen): the rail then runs as a strip above */
  dockedQueue?: ReactNode;
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
  queue,
  dockedQueue,
}: FloorViewProps) {
  const { t } = useTranslation('floor');
  const [areaId, setAreaId] = useState<string | null>(null);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const sensors = useHostDragSensors();
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
    // A party from the door queue: the queue seats it itself (as a walk-in linked to its entry).
    if (!data || !table || data.kind === 'queued') return;
    if (data.kind === 'walkIn') return onDrop({ kind: 'walkIn', table, floor });
    const seated = isSeatedFamily(data.reservation.displayStatus);
    if (seated && data.reservation.tables.some((tb) => tb.id === table.id)) return;
    onDrop({ kind: seated ? 'move' : 'seat', reservation: data.reservation, table, floor });
  };

  const unread = !areas || !reservations;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropTargetUnderPointer}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      {unread ? (
        // The docked queue stays while the floor is still read or could not be: it reads on its own (offline too).
        <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {failed && onRetry ? (
              <LoadFailed message={t('list.floorFailed', { ns: 'reservations' })} onRetry={onRetry} />
            ) : (
              <StillReading skeleton={<Skeleton variant="rounded" height={520} />} onRetry={onRetry} />
            )}
          </Box>
          {dockedQueue}
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', lg: dockedQueue ? 'column' : 'row' }} sx={{ gap: 2, alignItems: 'stretch' }}>
          <FloorRail
            waiting={waiting}
            later={later}
            isToday={isToday}
            changed={changed}
            onOpen={openWaiting}
            strip={Boolean(dockedQueue)}
          />
          {/* The docked queue keeps its own height (it sticks under the header as the page scrolls to a table). */}
          <Stack direction="row" sx={{ gap: 2, alignItems: dockedQueue ? 'flex-start' : 'stretch', flexGrow: 1, minWidth: 0 }}>
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
                      draggingPax={paxOfDrag(dragging)}
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
            {dockedQueue}
          </Stack>
        </Stack>
      )}
      {queue}
      <DragOverlay dropAnimation={null} zIndex={DRAG_LAYER}>
        {dragging && <DragPreview dragging={dragging} />}
      </DragOverlay>
    </DndContext>
  );
}
