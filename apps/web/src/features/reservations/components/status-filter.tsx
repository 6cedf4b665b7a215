import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DISPLAY_STATUSES, type DisplayStatus } from '@host/domain/reservations/display-status';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';

/** The order the filter offers statuses in: late parties first, as the host looks for them. */
const FILTERABLE: DisplayStatus[] = ['LATE', ...DISPLAY_STATUSES.filter((status) => status !== 'LATE')];

/** All, then each status the day has with its count; picking the chosen one again shows all. */
export function StatusFilter({
  total,
  byStatus,
  value,
  onChange,
}: {
  total: number;
  byStatus: Map<DisplayStatus, number>;
  value: DisplayStatus | null;
  onChange: (status: DisplayStatus | null) => void;
}) {
  const { t } = useTranslation('reservations');
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-label={t('filterByStatus')}>
      <Chip label={t('all', { count: total })} color={value ? 'default' : 'primary'} onClick={() => onChange(null)} aria-pressed={!value} />
      {FILTERABLE.filter((s) => byStatus.get(s)).map((s) => (
        <Box
          key={s}
          component="span"
          role="button"
          tabIndex={0}
          aria-pressed={value === s}
          onClick={() => onChange(value === s ? null : s)}
          onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onChange(value === s ? null : s)}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            borderRadius: 4,
            outline: value === s ? 2 : 0,
            outlineColor: 'primary.main',
            cursor: 'pointer',
          }}
        >
          <StatusChip status={s} />
          <Typography variant="body2" sx={{ fontWeight: 700, pr: 1 }}>
            {byStatus.get(s)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
