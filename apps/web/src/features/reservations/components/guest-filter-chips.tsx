import NoMealsIcon from '@mui/icons-material/NoMeals';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import { tagColourOf } from '@host/domain/brand-tags';
import { guestFilterCounts, type GuestFilter } from '@host/domain/reservations/guest-filter';
import type { Reservation } from '@host/domain/reservations/reservation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The day by guest (issue 32): everyone with an allergy (the kitchen's list before service), or everyone with one of the
 * brand's tags, on the guest or the booking, each with the day's count. Only what the day has is offered; picking the
 * chosen one again shows all. Drawn only when the day has something to offer.
 */
export function GuestFilterChips({
  reservations,
  value,
  onChange,
}: {
  reservations: readonly Reservation[];
  value: GuestFilter | null;
  onChange: (filter: GuestFilter | null) => void;
}) {
  const { t } = useTranslation('reservations');
  const theme = useTheme();
  const counts = useMemo(() => guestFilterCounts(reservations), [reservations]);
  const allergyChosen = value === 'allergy';
  const tagChosen = (id: string) => typeof value === 'object' && value?.tagId === id;
  if (!counts.allergies && !counts.tags.length && value === null) return null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} role="group" aria-label={t('guestFilter.label')}>
      {(counts.allergies > 0 || allergyChosen) && (
        <Chip
          icon={<NoMealsIcon />}
          label={t('guestFilter.allergies', { count: counts.allergies })}
          color="error"
          variant={allergyChosen ? 'filled' : 'outlined'}
          aria-pressed={allergyChosen}
          onClick={() => onChange(allergyChosen ? null : 'allergy')}
          data-testid="filter-allergies"
        />
      )}
      {counts.tags.map(({ tag, count }) => {
        const chosen = tagChosen(tag.id);
        const colour = tagColourOf(tag.colour);
        const color = theme.palette.mode === 'dark' ? colour.darkColor : colour.color;
        return (
          <Chip
            key={tag.id}
            label={t('guestFilter.tag', { title: tag.title, count })}
            aria-pressed={chosen}
            onClick={() => onChange(chosen ? null : { tagId: tag.id })}
            variant="outlined"
            sx={{
              fontWeight: 600,
              color: chosen ? theme.palette.getContrastText(color) : color,
              borderColor: color,
              bgcolor: chosen ? color : alpha(color, 0.06),
              '&&:hover': { bgcolor: chosen ? color : alpha(color, 0.14) },
            }}
          />
        );
      })}
      {/* A tag chosen that the day no longer has (its last booking cancelled): still shown, so it can be cleared. */}
      {typeof value === 'object' && value !== null && !counts.tags.some(({ tag }) => tag.id === value.tagId) && (
        <Chip label={t('guestFilter.clear')} onDelete={() => onChange(null)} onClick={() => onChange(null)} aria-pressed />
      )}
    </Stack>
  );
}
