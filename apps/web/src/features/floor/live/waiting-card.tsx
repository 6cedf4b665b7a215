import { useDraggable } from '@dnd-kit/core';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import Chip from '@mui/material/Chip';
import { heldUntilTime } from '@host/domain/reservations/grace';
import { guestName } from '@host/domain/reservations/guest-name';
import { PlainNeedsChip, needsText } from '../../../components/guest-needs';
import { autoTagsText, PlainAutoTags } from '../../../components/guest-tags';
import { useFormat } from '../../../i18n/format';
import { PlainTagChips, tagTitles } from '../../../components/tag-chips';
import { tagsOfBooking } from '@host/domain/reservations/guest-filter';
import type { Reservation } from '@host/domain/reservations/reservation';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainStatusChip } from '../../../components/status-chip';
import type { DragData, DragHandles } from './drag-data';
import '../../../components/plain.css';
import './waiting-card.css';

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
  const { month } = useFormat();
  const label = [
    t('waitingCard', { name, count: r.pax, time: r.reservationTime.slice(0, 5) }),
    needsText(r.user, t),
    autoTagsText(r.user?.autoTags, t, month),
    tagTitles(tagsOfBooking(r), t),
  ]
    .filter(Boolean)
    .join(t('guestNeeds.labelJoin', { ns: 'common' }));
  // A late party the host is holding the table for: until when.
  const heldUntil = r.displayStatus === 'BOOKED' || r.displayStatus === 'CONFIRMED' ? heldUntilTime(r) : null;
  const tables = r.tables.length ? r.tables.map((tb) => tb.name).join(' + ') : t('noTable');
  // Plain elements and class names (waiting-card.css): the rail holds the evening's hundred parties, and each drawn through
  // MUI's components, styled one by one, was a good part of a reload of the floor (issue 34).
  return (
    <li className={strip ? 'hb-wait hb-wait-strip' : 'hb-wait'}>
      <div
        ref={drag.nodeRef}
        {...drag.listeners}
        {...drag.attributes}
        className={`hb-wait-card${draggable ? ' hb-wait-draggable' : ''}${changed ? ' hb-wait-changed' : ''}`}
        style={drag.isDragging ? { opacity: 0.4 } : undefined}
        onClick={() => onOpen(r)}
        aria-label={label}
        data-testid="waiting-card"
      >
        <div className="hb-wait-top">
          <span className="hb-wait-time">{r.reservationTime.slice(0, 5)}</span>
          {/* A long name takes two lines rather than being cut; the party size never wraps (issue 28). */}
          <span className="hb-wait-name hb-clamp-2" title={name} data-testid="waiting-card-name">
            {name}
          </span>
          <span className="hb-wait-pax" data-testid="waiting-card-pax">
            {t('pax', { count: r.pax })}
          </span>
        </div>
        <div className="hb-wait-marks">
          <PlainStatusChip status={r.displayStatus} t={t} />
          <PlainNeedsChip needs={r.user} t={t} />
          <PlainAutoTags tags={r.user?.autoTags} t={t} />
          <PlainTagChips tags={tagsOfBooking(r)} max={2} />
          {heldUntil && (
            <span className="hb-wait-held" data-testid="held-until">
              {t('heldUntil', { time: heldUntil })}
            </span>
          )}
          <span className="hb-caption">{tables}</span>
        </div>
      </div>
    </li>
  );
});
