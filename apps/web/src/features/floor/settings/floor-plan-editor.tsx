import { DndContext, MouseSensor, TouchSensor, useDraggable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { TABLE_STATUS } from '@host/domain/statuses';
import { PLAN_WIDTH, TABLE_SHAPES, TABLE_SIZES, type Table, type TablePlacement } from '@host/domain/tables';
import { useEffect, useMemo, useRef, useState } from 'react';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { FloorCanvas } from '../components/floor-canvas';
import { clampToPlan } from '../components/table-geometry';
import { TableShape } from '../components/table-shape';

type Placement = Omit<TablePlacement, 'shape'> & { shape: string };
const placementOf = (t: Table): Placement => ({
  id: t.id,
  x: t.x,
  y: t.y,
  rotate: t.rotate,
  shape: t.shape,
  size: t.size,
  version: t.version,
});
/** Where and how a table sits, whatever version it was read at. */
const samePlace = (a: Placement, b: Placement | undefined) =>
  !!b && a.x === b.x && a.y === b.y && a.rotate === b.rotate && a.shape === b.shape && a.size === b.size;

/**
 * The floor-plan editor: drag tables into place (mouse or touch), pick one to rotate, resize or
 * reshape it, arrow keys nudge it; nothing is saved until "Save layout", and the host screen draws
 * exactly this plan.
 */
export function FloorPlanEditor({
  tables,
  areaName,
  onSave,
  busy,
}: {
  tables: Table[];
  areaName: string;
  onSave: (placements: TablePlacement[]) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('floor');
  const canvas = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<Map<string, Placement>>(() => new Map(tables.map((tb) => [tb.id, placementOf(tb)])));
  const [selected, setSelected] = useState<string | null>(null);
  const saved = useMemo(() => new Map(tables.map((tb) => [tb.id, placementOf(tb)])), [tables]);
  // Tables added or removed elsewhere join the draft, and edits in progress stay. A table someone
  // else moved meanwhile keeps their place (it is saved; the manager is told) unless this draft
  // had not moved it; a table only edited elsewhere keeps this draft's place, rebased on their version.
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const savedRef = useRef(saved);
  useEffect(() => {
    const before = savedRef.current;
    savedRef.current = saved;
    const overtaken: string[] = [];
    setDraft(
      new Map(
        tables.map((tb) => {
          const mine = draftRef.current.get(tb.id);
          const theirs = placementOf(tb);
          if (!mine || mine.version === tb.version) return [tb.id, mine ?? theirs];
          const movedElsewhere = !samePlace(theirs, before.get(tb.id));
          const movedHere = !samePlace(mine, before.get(tb.id)) && !samePlace(mine, theirs);
          if (!movedElsewhere) return [tb.id, { ...mine, version: tb.version }];
          if (movedHere) overtaken.push(tb.name);
          return [tb.id, theirs];
        }),
      ),
    );
    if (overtaken.length) enqueueSnackbar(t('editor.overtaken', { names: overtaken.join(', ') }), { variant: 'info' });
  }, [tables, saved, t]);
  const dirty = [...draft.values()].filter((p) => !samePlace(p, saved.get(p.id)));
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 100, tolerance: 6 } }),
  );

  const update = (id: string, patch: Partial<Placement>) =>
    setDraft((current) => new Map(current).set(id, { ...current.get(id)!, ...patch }));
  const onDragEnd = (event: DragEndEvent) => {
    const id = String(event.active.id);
    const place = draft.get(id);
    const width = canvas.current?.getBoundingClientRect().width;
    if (!place || !width) return;
    const scale = PLAN_WIDTH / width;
    update(id, clampToPlan(place.x + event.delta.x * scale, place.y + event.delta.y * scale));
    setSelected(id);
  };
  const current = selected ? draft.get(selected) : undefined;
  const selectedTable = tables.find((tb) => tb.id === selected);

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, alignItems: { md: 'center' }, minHeight: 48 }}>
        {current && selectedTable ? (
          <Stack
            direction="row"
            sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', flexGrow: 1 }}
            aria-label={t('editor.selected', { name: selectedTable.name })}
            role="toolbar"
          >
            <Typography sx={{ fontWeight: 700, mr: 1 }}>{selectedTable.name}</Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={current.shape}
              onChange={(_, v: string | null) => v && update(current.id, { shape: v })}
              aria-label={t('settings.shape')}
            >
              {TABLE_SHAPES.map((s) => (
                <ToggleButton key={s} value={s} sx={{ px: 1.5 }}>
                  {t(`shapes.${s}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              select
              size="small"
              label={t('settings.size')}
              value={current.size}
              onChange={(e) => update(current.id, { size: Number(e.target.value) })}
              sx={{ width: 140 }}
            >
              {TABLE_SIZES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`sizes.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <Tooltip title={t('editor.rotateLeft')}>
              <IconButton aria-label={t('editor.rotateLeft')} onClick={() => update(current.id, { rotate: (current.rotate + 315) % 360 })}>
                <RotateLeftIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('editor.rotateRight')}>
              <IconButton aria-label={t('editor.rotateRight')} onClick={() => update(current.id, { rotate: (current.rotate + 45) % 360 })}>
                <RotateRightIcon />
              </IconButton>
            </Tooltip>
            <Typography variant="caption" color="text.secondary">
              {t('editor.rotation', { degrees: current.rotate })}
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {t('editor.hint')}
          </Typography>
        )}
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          <Button disabled={dirty.length === 0} onClick={() => setDraft(new Map(saved))}>
            {t('editor.undo')}
          </Button>
          <Button
            variant="contained"
            disabled={dirty.length === 0}
            loading={busy}
            onClick={() => onSave(dirty.map((p) => ({ ...p, shape: p.shape as TablePlacement['shape'] })))}
          >
            {t('editor.save', { count: dirty.length })}
          </Button>
        </Stack>
      </Stack>
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <FloorCanvas ref={canvas} label={t('editor.canvas', { area: areaName })} testId="floor-plan-editor">
          {tables.map((tb) => (
            <EditableTable
              key={tb.id}
              table={tb}
              placement={draft.get(tb.id) ?? placementOf(tb)}
              selected={selected === tb.id}
              onSelect={() => setSelected(tb.id)}
              onNudge={(dx, dy) => {
                const p = draft.get(tb.id)!;
                update(tb.id, clampToPlan(p.x + dx, p.y + dy));
              }}
            />
          ))}
        </FloorCanvas>
      </DndContext>
    </Stack>
  );
}

function EditableTable({
  table,
  placement,
  selected,
  onSelect,
  onNudge,
}: {
  table: Table;
  placement: Placement;
  selected: boolean;
  onSelect: () => void;
  onNudge: (dx: number, dy: number) => void;
}) {
  const { t } = useTranslation('floor');
  const { setNodeRef, listeners, attributes, transform } = useDraggable({ id: table.id });
  const moves: Record<string, [number, number]> = { ArrowLeft: [-10, 0], ArrowRight: [10, 0], ArrowUp: [0, -10], ArrowDown: [0, 10] };
  return (
    <TableShape
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={t('editor.table', { name: table.name, min: table.minPax, max: table.maxPax })}
      data-testid={`editor-table-${table.name}`}
      table={placement}
      status={table.enabled ? TABLE_STATUS.AVAILABLE : TABLE_STATUS.BLOCKED}
      selected={selected}
      onClick={onSelect}
      onKeyDown={(e) => {
        const move = moves[e.key];
        if (move) {
          e.preventDefault();
          onSelect();
          onNudge(...move);
        }
      }}
      style={transform ? { translate: `${transform.x}px ${transform.y}px`, zIndex: 2 } : undefined}
    >
      <Typography component="span" sx={{ display: 'block', fontWeight: 800, fontSize: 'clamp(12px, 1.9cqw, 17px)' }}>
        {table.name}
      </Typography>
      <Typography component="span" sx={{ display: 'block', fontSize: 'clamp(10px, 1.3cqw, 12px)' }}>
        {t('seats', { min: table.minPax, max: table.maxPax })}
      </Typography>
    </TableShape>
  );
}
