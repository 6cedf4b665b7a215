import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Reservation } from '@host/domain/reservations/reservation';
import { useTranslation } from 'react-i18next';
import { useHoverTip } from '../../../components/hover-tip';
import { plainThemeVariables } from '../../../components/plain-theme';
import { WaitingCard, WalkInSource } from './waiting-card';

interface FloorRailProps {
  /** due now (or late), then the rest of the day's bookings still to come */
  waiting: Reservation[];
  later: Reservation[];
  isToday: boolean;
  changed: ReadonlySet<string>;
  onOpen: (reservation: Reservation) => void;
  /** a strip above the plan at every width (the door queue is docked beside the plan: it takes the side) */
  strip: boolean;
}

/**
 * The floor's rail of parties to seat: a column beside the plan on a wide screen, a strip above it on
 * a tablet. It scrolls on its own so a booking and the table it goes to are both in view.
 */
export function FloorRail({ waiting, later, isToday, changed, onOpen, strip }: FloorRailProps) {
  const { t } = useTranslation('floor');
  // The column's look from the large breakpoint on, unless the rail is a strip at every width.
  const wide = <T,>(column: T, row: T | undefined) => (strip ? row : { xs: row, lg: column });
  const hoverTip = useHoverTip();
  return (
    // The theme's colours as the variables its cards' plain elements read (waiting-card.css); one hover tip for their marks.
    <Card
      variant="outlined"
      onPointerOver={hoverTip.onPointerOver}
      onPointerLeave={hoverTip.onPointerLeave}
      sx={(theme) => ({
        ...plainThemeVariables(theme),
        width: wide(300, undefined),
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: wide<string | number>('max(420px, calc(100vh - 360px))', 260),
        position: wide('sticky', undefined),
        top: wide(100, undefined),
      })}
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
          display: wide('block', 'flex'),
          gap: 1,
          flexWrap: 'nowrap',
          overflowX: wide('hidden', 'auto'),
        }}
      >
        {waiting.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t('nobodyWaiting')}
          </Typography>
        )}
        {waiting.map((r) => (
          <WaitingCard key={r.id} reservation={r} draggable={isToday} strip={strip} changed={changed.has(r.id)} onOpen={onOpen} />
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
          <WaitingCard key={r.id} reservation={r} draggable={isToday} strip={strip} changed={changed.has(r.id)} onOpen={onOpen} />
        ))}
      </Box>
      {hoverTip.tip}
    </Card>
  );
}
