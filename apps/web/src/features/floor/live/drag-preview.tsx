import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import Paper from '@mui/material/Paper';
import { guestName } from '@host/domain/reservations/guest-name';
import { useTranslation } from 'react-i18next';
import { paxOfDrag, type DragData } from './drag-data';

/** What follows the finger while a party is dragged: its name and size (or "New walk-in"). */
export function DragPreview({ dragging }: { dragging: DragData }) {
  const { t } = useTranslation('floor');
  const name =
    dragging.kind === 'reservation'
      ? guestName(dragging.reservation)
      : dragging.kind === 'queued'
        ? [dragging.party.customerFirstName, dragging.party.customerLastName].filter(Boolean).join(' ')
        : '';
  return (
    <Paper
      elevation={8}
      data-testid="drag-preview"
      // As wide as its words, whatever the size of what was picked up (a queue row's handle is 52 px).
      sx={{
        px: 1.5,
        py: 1,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        borderRadius: 2,
        pointerEvents: 'none',
        width: 'max-content',
      }}
    >
      {dragging.kind === 'walkIn' ? (
        <>
          <DirectionsWalkIcon fontSize="small" />
          {t('newWalkIn')}
        </>
      ) : (
        <>
          <strong>{name || t('walkInName')}</strong>
          {t('pax', { count: paxOfDrag(dragging) ?? 0 })}
        </>
      )}
    </Paper>
  );
}
