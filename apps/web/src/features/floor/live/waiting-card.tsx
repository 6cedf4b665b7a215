import { useDraggable } from '@dnd-kit/core';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { heldUntilTime } from '@host/domain/reservations/grace';
import { guestName } from '@host/domain/reservations/guest-name';
import { GuestNeedsChip, needsText } from '../../../components/guest-needs';
import { GuestAutoTags, useAutoTagsText } from '../../../components/guest-tags';
import { TagChips, tagTitles } from '../../../components/tag-chips';
import { tagsOfBooking } from '@host/domain/reservations/guest-filter';
import type { Reservation } from '@host/domain/reservations/reservation';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { TWO_LINES } from '../components/two-lines';
import { StatusChip } from '../../../components/status-chip';
import type { DragData, DragHandles } from './drag-data';

/** The rail's walk-in chip: dragged onto a table, it seats a new walk-in there. */
export function WalkInSource() {
  const { t } = useTranslation('floor');
  const { setNodeRef, listeners, attributes } = useDraggable({ id: 'walk-in', data: { kind: 'walkIn' } satisfies DragData });
  return (
    <Chip
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      icon={<DirectionsWalkIcon />}
      label={t('newWalkIn')}
      color="primary"
      variant="outlined"
      aria-label={t('dragWalkIn')}
      sx={{ touchAction: 'none', cursor: 'grab', height: 36 }}
    />
  );
}

interface WaitingCardProps {
  reservation: Reservation;
  draggable: boolean;
  /** on the rail as a strip (side by side) at every width, not only below the large breakpoint */
  strip: boolean;
  changed: boolean;
  onOpen: (reservation: Reservation) => void;
}

/**
 * A party waiting for a table, on the rail: dragged onto a table to seat it, opened to pick tables.
 * The card itself is memoised: dnd-kit re-renders every draggable when a drag starts or crosses a
 * table, and a busy day has 150 of them on the rail (issue 16).
 */
export function WaitingCard(props: WaitingCardProps) {
  const { reservation, draggable } = props;
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `r:${reservation.id}`,
    data: { kind: 'reservation', reservation } satisfies DragData,
    disabled: !draggable,
  });
  return <WaitingCardView {...props} nodeRef={setNodeRef} listeners={listeners} attributes={attributes} isDragging={isDragging} />;
}

type WaitingCardViewProps = WaitingCardProps & DragHandles & { isDragging: boolean };

const WaitingCardView = memo(function WaitingCardView({
  reservation: r,
  draggable,
  strip,
  changed,
  onOpen,
  ...drag
}: WaitingCardViewProps) {
  const { t } = useTranslation('floor');
  const name = guestName(r) || t('walkInName');
  // The party about to be seated: its allergy and computed tags are read with the card and marked on it (issue 32).
  const tagsText = useAutoTagsText();
  const label = [
    t('waitingCard', { name, count: r.pax, time: r.reservationTime.slice(0, 5) }),
    needsText(r.user, t),
    tagsText(r.user?.autoTags),
    tagTitles(tagsOfBooking(r), t),
  ]
    .filter(Boolean)
    .join(t('guestNeeds.labelJoin', { ns: 'common' }));
  // A late party the host is holding the table for: until when.
  const heldUntil = r.displayStatus === 'BOOKED' || r.displayStatus === 'CONFIRMED' ? heldUntilTime(r) : null;
  return (
    <Box component="li" sx={{ listStyle: 'none', mb: strip ? 0 : { lg: 1 }, minWidth: strip ? 220 : { xs: 220, lg: 0 } }}>
      <Paper
        ref={drag.nodeRef}
        {...drag.listeners}
        {...drag.attributes}
        variant="outlined"
        onClick={() => onOpen(r)}
        aria-label={label}
        data-testid="waiting-card"
        sx={{
          p: 1.25,
          cursor: draggable ? 'grab' : 'pointer',
          touchAction: 'none',
          opacity: drag.isDragging ? 0.4 : 1,
          bgcolor: changed ? 'action.selected' : undefined,
          transition: 'background-color 600ms',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{r.reservationTime.slice(0, 5)}</Typography>
          {/* A long name takes two lines rather than being cut; the party size never wraps (issue 28). */}
          <Typography
            title={name}
            data-testid="waiting-card-name"
            sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600, lineHeight: 1.25, ...TWO_LINES }}
          >
            {name}
          </Typography>
          <Typography variant="body2" data-testid="waiting-card-pax" sx={{ fontWeight: 700, whiteSpace: 'nowrap', flexShrink: 0 }}>
            {t('pax', { count: r.pax })}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
          <StatusChip status={r.displayStatus} />
          <GuestNeedsChip needs={r.user} />
          <GuestAutoTags tags={r.user?.autoTags} dense />
          <TagChips tags={tagsOfBooking(r)} max={2} dense />
          {heldUntil && (
            <Typography variant="caption" data-testid="held-until" sx={{ color: 'warning.dark', fontWeight: 600, whiteSpace: 'nowrap' }}>
              {t('heldUntil', { time: heldUntil })}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" noWrap>
            {r.tables.length ? r.tables.map((tb) => tb.name).join(' + ') : t('noTable')}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
});
