import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Area, AreaInput, Table as FloorTable, TableInput } from '@host/domain/tables';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../state/session';
import { useAllAreas, useFloorSettings } from '../api/settings';
import { AskFirstDialog } from '../../../components/ask-first-dialog';
import { PageHeader } from '../../../components/page-header';
import { AreaDialog } from '../settings/area-dialog';
import { CleaningTimeCard } from '../settings/cleaning-time-card';
import { FloorPlanEditor } from '../settings/floor-plan-editor';
import { TableSettingsDialog } from '../settings/table-settings-dialog';
import { useAskFirst } from '../../../lib/use-ask-first';
import { useLiveOutlet } from '../../../state/live-updates';
import { EmptyState } from '../../../components/empty-state';

type Editing = { kind: 'area'; area?: Area } | { kind: 'table'; table?: FloorTable } | null;

/** /settings/areas: areas in order, their tables, and the floor plan the host screen draws. */
export function AreasSettingsPage() {
  const { t } = useTranslation('floor');
  const outletId = useSession().data?.outlet?.id ?? '';
  useLiveOutlet();
  const areas = useAllAreas(outletId);
  const settings = useFloorSettings(outletId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const ask = useAskFirst(() => setEditing(null));
  const { busy, attempt } = ask;
  const area = areas.data?.find((a) => a.id === selectedId) ?? areas.data?.[0];

  const move = (index: number, by: -1 | 1) => {
    const ordered = [...(areas.data ?? [])];
    const [moved] = ordered.splice(index, 1);
    ordered.splice(index + by, 0, moved!);
    void attempt(() => settings.reorderAreas.mutateAsync(ordered), t('settings.reordered'));
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        stack
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        add={{ label: t('settings.addArea'), onClick: () => setEditing({ kind: 'area' }) }}
      />

      {areas.isPending ? (
        <Skeleton variant="rounded" height={420} />
      ) : !area ? (
        <EmptyState message={t('settings.noAreas')} action={t('settings.addArea')} onAction={() => setEditing({ kind: 'area' })} />
      ) : (
        <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
          <Card variant="outlined" sx={{ width: { xs: '100%', lg: 260 }, flexShrink: 0 }}>
            <List aria-label={t('settings.areas')} disablePadding>
              {areas.data!.map((a, index) => (
                // The arrows sit beside the name in the row's flow (not laid over it), so a long name wraps instead of running under them.
                <ListItem key={a.id} disablePadding sx={{ alignItems: 'stretch' }}>
                  <ListItemButton selected={a.id === area.id} onClick={() => setSelectedId(a.id)} sx={{ minHeight: 56, minWidth: 0 }}>
                    <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: a.color, mr: 1.5, flexShrink: 0 }} />
                    <ListItemText
                      primary={a.displayName}
                      secondary={a.enabled ? t('settings.tableCount', { count: a.tables.length }) : t('settings.disabled')}
                      sx={{ overflowWrap: 'anywhere' }}
                    />
                  </ListItemButton>
                  <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0, pr: 0.5 }}>
                    <IconButton
                      size="small"
                      aria-label={t('settings.moveUp', { name: a.displayName })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('settings.moveDown', { name: a.displayName })}
                      disabled={index === areas.data!.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                </ListItem>
              ))}
            </List>
          </Card>

          <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
            <Card variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction="row"
                sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 200 }}>
                  <Typography variant="h6" component="h2">
                    {area.displayName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('settings.areaLine', { name: area.name, min: area.minPax, max: area.maxPax })}
                    {' · '}
                    {area.bookableOnline ? t('settings.online') : t('settings.notOnline')}
                  </Typography>
                </Box>
                {!area.enabled && <Chip label={t('settings.disabled')} />}
                <Button startIcon={<EditOutlinedIcon />} onClick={() => setEditing({ kind: 'area', area })}>
                  {t('settings.edit')}
                </Button>
                <Button
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => void attempt((confirm) => settings.deleteArea.mutateAsync({ area, confirm }), t('settings.areaDeleted'))}
                >
                  {t('settings.delete')}
                </Button>
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'table' })}>
                  {t('settings.addTable')}
                </Button>
              </Stack>
              {area.tables.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                  {t('settings.noTables')}
                </Typography>
              ) : (
                <TableContainer>
                  <Table
                    size="small"
                    aria-label={t('settings.tablesOf', { area: area.displayName })}
                    sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
                  >
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('settings.tableName')}</TableCell>
                        <TableCell>{t('settings.seats')}</TableCell>
                        <TableCell>{t('settings.shape')}</TableCell>
                        <TableCell>{t('settings.bookable')}</TableCell>
                        <TableCell align="right">{t('settings.actions')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {area.tables.map((tb) => (
                        <TableRow key={tb.id} hover sx={{ opacity: tb.enabled ? 1 : 0.6 }}>
                          <TableCell sx={{ fontWeight: 700 }}>{tb.name}</TableCell>
                          <TableCell>{t('seats', { min: tb.minPax, max: tb.maxPax })}</TableCell>
                          <TableCell>
                            {t(`shapes.${tb.shape}`)} · {t(`sizes.${tb.size}`)}
                          </TableCell>
                          <TableCell>
                            {!tb.enabled ? t('settings.disabled') : tb.bookableOnline ? t('settings.online') : t('settings.staffOnly')}
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            <Tooltip title={t('settings.editTable', { name: tb.name })}>
                              <IconButton
                                aria-label={t('settings.editTable', { name: tb.name })}
                                onClick={() => setEditing({ kind: 'table', table: tb })}
                              >
                                <EditOutlinedIcon />
                              </IconButton>
                            </Tooltip>
                            <Tooltip title={t('settings.deleteTable', { name: tb.name })}>
                              <IconButton
                                color="error"
                                aria-label={t('settings.deleteTable', { name: tb.name })}
                                onClick={() =>
                                  void attempt(
                                    (confirm) => settings.deleteTable.mutateAsync({ table: tb, confirm }),
                                    t('settings.tableDeleted'),
                                  )
                                }
                              >
                                <DeleteOutlineIcon />
                              </IconButton>
                            </Tooltip>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </Card>
            {area.tables.length > 0 && (
              <Card variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {t('editor.title')}
                </Typography>
                <FloorPlanEditor
                  key={area.id}
                  tables={area.tables}
                  areaName={area.displayName}
                  busy={settings.saveFloorPlan.isPending}
                  onSave={(placements) => void attempt(() => settings.saveFloorPlan.mutateAsync(placements), t('editor.saved'))}
                />
              </Card>
            )}
            <CleaningTimeCard outletId={outletId} />
          </Stack>
        </Stack>
      )}

      {editing?.kind === 'area' && (
        <AreaDialog
          area={editing.area}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={(input: AreaInput) =>
            void attempt(async (confirm) => {
              if (editing.area) return settings.updateArea.mutateAsync({ area: editing.area, input, confirm });
              // A new area opens at once, ready for its tables.
              setSelectedId((await settings.createArea.mutateAsync(input)).id);
            }, t('settings.saved'))
          }
        />
      )}
      {editing?.kind === 'table' && area && (
        <TableSettingsDialog
          table={editing.table}
          areas={areas.data ?? []}
          areaId={area.id}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={(input: TableInput) =>
            void attempt(
              (confirm) =>
                editing.table
                  ? settings.updateTable.mutateAsync({ table: editing.table, input, confirm })
                  : settings.createTable.mutateAsync(input),
              t('settings.saved'),
            )
          }
        />
      )}
      <AskFirstDialog ask={ask} />
    </Stack>
  );
}

export default AreasSettingsPage;
