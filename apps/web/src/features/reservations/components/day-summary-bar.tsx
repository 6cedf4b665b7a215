import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DaySummary } from '@host/domain/reservations/day-summary';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';

/** The day in one line (seated, covers, bookings, late, deposits) beside the search box. */
export function DaySummaryBar({
  summary,
  deposits,
  query,
  onQuery,
  searchRef,
}: {
  summary: DaySummary;
  /** the deposits paid, in the outlet's currency; absent when none were */
  deposits: string | undefined;
  query: string;
  onQuery: (query: string) => void;
  searchRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('reservations');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'center' } }}>
      <Typography sx={{ fontWeight: 600 }} data-testid="covers-summary">
        {t('summary', {
          seated: summary.seated,
          covers: summary.covers,
          bookings: summary.bookings,
          late: summary.byStatus.get('LATE') ?? 0,
        })}
        {deposits && (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {` · ${t('deposits', { amount: deposits })}`}
          </Box>
        )}
      </Typography>
      <Box sx={{ flexGrow: 1 }} />
      <SearchField
        type="text"
        inputRef={searchRef}
        size="small"
        placeholder={t('searchPlaceholder')}
        value={query}
        onChange={onQuery}
        shortcut
        inputProps={{ 'aria-label': t('searchPlaceholder') }}
        sx={{ width: { xs: '100%', md: 300 } }}
      />
    </Stack>
  );
}
