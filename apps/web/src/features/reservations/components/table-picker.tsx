import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { seatsParty } from '@host/domain/floor/suggest';
import { TABLE_STATUS } from '@host/domain/statuses';
import type { AreaWithTables } from '@host/domain/tables';
import { useTranslation } from 'react-i18next';

/** Tables by area as big buttons (touch first); busy tables are marked, too small ones dimmed. */
export function TablePicker({ areas, pax, selected, onToggle }: { areas: AreaWithTables[]; pax: number; selected: string[]; onToggle: (id: string) => void }) {
  const { t } = useTranslation('reservations');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {areas.map((area) => (
        <Box key={area.id} component="section" aria-label={area.displayName}>
          <Typography variant="overline" color="text.secondary">
            {area.displayName}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
            {area.tables
              .filter((tb) => tb.enabled)
              .map((tb) => {
                const busy = tb.status !== TABLE_STATUS.AVAILABLE && tb.status !== TABLE_STATUS.RESERVED;
                const fits = pax >= tb.minPax && pax <= tb.maxPax;
                return (
                  <ToggleButton
                    key={tb.id}
                    value={tb.id}
                    selected={selected.includes(tb.id)}
                    onChange={() => onToggle(tb.id)}
                    aria-label={t('walkIn.tableLabel', { name: tb.name, min: tb.minPax, max: tb.maxPax })}
                    sx={{ flexDirection: 'column', py: 1, opacity: fits ? 1 : 0.6 }}
                  >
                    <Typography sx={{ fontWeight: 700 }}>{tb.name}</Typography>
                    <Typography variant="caption">{busy ? t('walkIn.busy') : t('walkIn.seats', { min: tb.minPax, max: tb.maxPax })}</Typography>
                  </ToggleButton>
                );
              })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Whether the chosen tables seat fewer than the party (the host is asked first), and their seats. */
export function squeezeOf(areas: AreaWithTables[], tableIds: readonly string[], pax: number) {
  const chosen = areas.flatMap((a) => a.tables).filter((tb) => tableIds.includes(tb.id));
  return { squeeze: chosen.length > 0 && !seatsParty(pax, chosen), seats: chosen.reduce((n, tb) => n + tb.maxPax, 0) };
}

/** SPEC.md's 'table not suitable for new pax', asked before the host goes on. */
export function SqueezeAlert({ pax, seats }: { pax: number; seats: number }) {
  const { t } = useTranslation('reservations');
  return <Alert severity="warning">{t('seat.squeeze', { count: pax, seats })}</Alert>;
}
