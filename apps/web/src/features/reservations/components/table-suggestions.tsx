import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTableSuggestions } from '../api/reservations';

/**
 * The best free tables for the party, first (docs/ui.md): a table or a combination, fewest wasted seats
 * first, each one tap to choose. At a date and time, or for seating now.
 */
export function TableSuggestions({
  outletId,
  pax,
  date,
  time,
  reservationId,
  selected,
  onPick,
}: {
  outletId: string;
  pax: number;
  date?: string;
  time?: string;
  reservationId?: string;
  selected: string[];
  onPick: (tableIds: string[]) => void;
}) {
  const { t } = useTranslation('reservations');
  const suggestions = useTableSuggestions(outletId, { pax, date, time, reservationId });
  const list = suggestions.data ?? [];
  const isChosen = (ids: string[]) => ids.length === selected.length && ids.every((id) => selected.includes(id));
  return (
    <Stack
      direction="row"
      sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', minHeight: 36 }}
      role="group"
      aria-label={t('suggest.label')}
    >
      <AutoAwesomeOutlinedIcon fontSize="small" color="primary" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('suggest.label')}
      </Typography>
      {suggestions.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('suggest.none', { count: pax })}
        </Typography>
      )}
      {list.map((s) => (
        <Chip
          key={s.id}
          label={t('suggest.option', { name: s.name, count: s.capacity })}
          color={isChosen(s.tableIds) ? 'primary' : 'default'}
          variant={isChosen(s.tableIds) ? 'filled' : 'outlined'}
          onClick={() => onPick(s.tableIds)}
          aria-pressed={isChosen(s.tableIds)}
          // A host taps it with a thumb: the theme's 44 px touch target, kept a pill.
          sx={{ height: 44, borderRadius: 22 }}
        />
      ))}
    </Stack>
  );
}
