import { refundableAmount } from '@host/domain/payments/money-rules';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { heldUntilTime } from '@host/domain/reservations/grace';
import { guestName } from '@host/domain/reservations/guest-name';
import type { Reservation } from '@host/domain/reservations/reservation';
import { TARGET_STATUS_NUMBER, type RowAction } from '@host/domain/reservations/row-actions';
import { rowMenu, type RowMenuEntry } from '@host/domain/reservations/row-menu';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PlainNeedsChip } from '../../../components/guest-needs';
import { PlainAutoTags } from '../../../components/guest-tags';
import { PlainIcon } from '../../../components/plain-icons';
import { PlainTagChips } from '../../../components/tag-chips';
import { tagsOfBooking } from '@host/domain/reservations/guest-filter';
import { PlainStatusChip } from '../../../components/status-chip';
import { QueuedMark } from '../../offline';
import '../../../components/plain.css';
import './book-row.css';

export interface RowHandlers {
  onAction: (reservation: Reservation, action: RowAction) => void;
  onStatus: (reservation: Reservation, status: number | 'BILL') => void;
  onEdit: (reservation: Reservation) => void;
  /** hold a LATE party's table `minutes` longer */
  onHold: (reservation: Reservation, minutes: number) => void;
}

const entryKey = (entry: RowMenuEntry) =>
  entry.kind === 'edit'
    ? 'edit'
    : entry.kind === 'hold'
      ? `hold-${entry.minutes}`
      : entry.kind === 'action'
        ? entry.action
        : `to-${entry.target}`;
const entryLabel = (entry: RowMenuEntry, t: TFunction<'reservations'>) =>
  entry.kind === 'edit'
    ? t('actions.EDIT')
    : entry.kind === 'hold'
      ? t('grace.menu', { minutes: entry.minutes })
      : entry.kind === 'action'
        ? t(`actions.${entry.action}`)
        : t(`moves.${entry.target}`);

/**
 * One party in the book (docs/ui.md): time, name, pax, tables, status, badges, and its actions. Laid out
 * for a tablet first (issue 19): the name takes the room; pax and tables go under it until the list
 * is wide enough for columns of their own.
 */
export const ReservationRow = memo(function ReservationRow({
  reservation: r,
  changed,
  handlers,
  alsoAt,
}: {
  reservation: Reservation;
  changed: boolean;
  handlers: RowHandlers;
  /** the same guest's other bookings today that hold a table, by time (issue 28) */
  alsoAt?: readonly string[];
}) {
  const { t } = useTranslation('reservations');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is mounted on first open and kept (its closing transition): 150 closed menus cost the book's first draw.
  const [menuMounted, setMenuMounted] = useState(false);
  const menu = useMemo(() => rowMenu({ display: r.displayStatus, actions: r.allowableActions, transitions: r.allowedTransitions }), [r]);
  const name = guestName(r) || (r.isWalkIn ? t('row.walkIn') : t('row.noName'));
  // The guest's tags and the booking's (issue 32); a VIP is a star by the name rather than a chip.
  const allTags = tagsOfBooking(r);
  const vip = allTags.some((tag) => tag.title === 'VIP');
  // Money still held for the booking (not all refunded), or a card held for a no-show.
  const paid =
    refundableAmount(r.transactions.map((m) => ({ type: m.type as 'create' | 'refund', status: m.status, amount: m.amount }))) > 0 ||
    r.transactions.some((m) => m.status === 'guaranteed');
  const tables = r.tables.map((tb) => tb.name).join(', ');
  const tags = allTags.filter((tag) => tag.title !== 'VIP');
  // A late party a host is holding the table for: until when (it waits as booked meanwhile).
  const heldUntil = r.displayStatus === 'BOOKED' || r.displayStatus === 'CONFIRMED' ? heldUntilTime(r) : null;
  const run = (entry: RowMenuEntry) => {
    setAnchor(null);
    if (entry.kind === 'edit') handlers.onEdit(r);
    else if (entry.kind === 'hold') handlers.onHold(r, entry.minutes);
    else if (entry.kind === 'action') handlers.onAction(r, entry.action);
    else handlers.onStatus(r, TARGET_STATUS_NUMBER[entry.target]);
  };
  const hasMenu = menu.entries.length + menu.unavailable.length > 0;

  const notes = [r.notes, r.notesDiner, r.staffNotes].filter(Boolean).join(' · ');

  // Plain elements and class names (book-row.css): a book of 200 rows drawn through MUI's components, each styled on its
  // own, was most of a reload of the book (issue 34). The menu, opened one at a time, is MUI's.
  return (
    <li className={changed ? 'hb-row hb-row-changed' : 'hb-row'} data-testid="reservation-row" data-reservation-id={r.id}>
      <span className="hb-row-time">{r.reservationTime.slice(0, 5)}</span>
      <div className="hb-row-name">
        <div className="hb-row-line">
          {vip && (
            <span className="hb-row-vip" role="img" aria-label="VIP" data-tip="VIP">
              <PlainIcon name="Star" />
            </span>
          )}
          <span className="hb-row-guest" title={name} data-testid="guest-name">
            {name}
          </span>
          <PlainNeedsChip needs={r.user} t={t} />
          <PlainAutoTags tags={r.user?.autoTags} t={t} />
          {r.isWalkIn && <span className="hb-chip hb-chip-outlined hb-chip-plain">{t('row.walkIn')}</span>}
          {notes && (
            <span className="hb-row-mark" role="img" aria-label={t('row.notes')} data-tip={notes}>
              <PlainIcon name="StickyNote2Outlined" />
            </span>
          )}
          {paid && (
            <span className="hb-row-mark hb-row-paid" role="img" aria-label={t('row.depositPaid')} data-tip={t('row.depositPaid')}>
              <PlainIcon name="Payments" />
            </span>
          )}
        </div>
        <div className="hb-row-sub">
          <span className="hb-row-caption hb-caption">
            {t('row.paxShort', { count: r.pax })} · {tables || t('row.noTable')}
          </span>
          {alsoAt && alsoAt.length > 0 && (
            <span
              className="hb-chip hb-chip-dense hb-chip-outlined hb-tone-warning"
              data-testid="same-guest"
              data-tip={t('row.alsoAtHelp', { times: alsoAt.join(', ') })}
            >
              {t('row.alsoAt', { times: alsoAt.join(', ') })}
            </span>
          )}
          {heldUntil && (
            <span className="hb-chip hb-chip-dense hb-chip-filled-warning" data-testid="held-until">
              {t('grace.heldUntil', { time: heldUntil })}
            </span>
          )}
          <PlainTagChips tags={tags} />
        </div>
      </div>
      <span className="hb-row-pax" aria-label={t('row.paxLabel', { count: r.pax })}>
        {r.pax}
      </span>
      <span className={tables ? 'hb-row-tables' : 'hb-row-tables hb-row-none'} title={tables}>
        {tables || t('row.noTable')}
      </span>
      <div className="hb-row-status">
        <PlainStatusChip status={r.displayStatus} t={t} />
        <QueuedMark reservationId={r.id} />
      </div>
      <div className="hb-row-actions">
        {menu.main && (
          <button type="button" className="hb-button" onClick={() => handlers.onAction(r, menu.main!)}>
            {t(`actions.${menu.main}`)}
          </button>
        )}
        {hasMenu ? (
          <button
            type="button"
            className="hb-icon-button"
            aria-label={t('row.more', { name })}
            aria-haspopup="menu"
            onClick={(e) => {
              setMenuMounted(true);
              setAnchor(e.currentTarget);
            }}
          >
            <PlainIcon name="MoreVert" />
          </button>
        ) : (
          <span className="hb-row-no-menu" />
        )}
        {menuMounted && (
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {menu.entries.map((entry) => (
              <MenuItem
                key={entryKey(entry)}
                onClick={() => run(entry)}
                sx={entry.kind === 'move' && entry.target === 'CANCELLED' ? { color: 'error.main' } : undefined}
              >
                {entryLabel(entry, t)}
              </MenuItem>
            ))}
            {menu.entries.length > 0 && menu.unavailable.length > 0 && <Divider />}
            {menu.unavailable.map((a) => (
              <MenuItem
                key={a.action}
                disabled
                aria-disabled
                sx={{ display: 'block', opacity: '0.9 !important', whiteSpace: 'normal', maxWidth: 280 }}
              >
                <ListItemText primary={t(`actions.${a.action}`)} secondary={t(a.reason)} />
              </MenuItem>
            ))}
          </Menu>
        )}
      </div>
    </li>
  );
});
