import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { HoldLonger } from '../hold-longer';
import { BookingAlerts } from './booking-alerts';
import { ExtrasSection } from './extras-section';
import { GuestSection } from './guest-section';
import { MessagesSection } from './messages-section';
import { PaymentSection } from './payment-section';
import { TicketSection } from './ticket-section';
import { TablesSection } from './tables-section';
import { TimeAndPartySection } from './time-and-party-section';
import { useBookingForm, type BookingFormOptions } from './use-booking-form';

/** A new booking, or an edit of one within what its status and day allow (full screen on a phone). */
export function BookingDialog({ open, ...options }: BookingFormOptions & { open: boolean }) {
  const { t } = useTranslation('reservations');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const form = useBookingForm(options);
  const { reservation, onClose, outletId } = options;
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="booking-dialog-title">
      {/* A column, so the fields scroll and the actions stay in view when a warning makes it taller. */}
      <Box
        component="form"
        noValidate
        onSubmit={form.onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id="booking-dialog-title">
          {reservation ? t('dialog.editTitle', { code: reservation.code }) : t('dialog.newTitle')}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <BookingAlerts form={form} />
            {form.base && <HoldLonger reservation={form.base} outletId={outletId} onHeld={form.takeFresh} />}
            <TimeAndPartySection form={form} />
            <GuestSection form={form} />
            <TablesSection form={form} outletId={outletId} />
            <TicketSection form={form} />
            <ExtrasSection form={form} />
            {form.base && <PaymentSection reservation={form.base} outletId={outletId} onChanged={form.takeFresh} />}
            {form.base && <MessagesSection reservation={form.base} outletId={outletId} />}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('dialog.close')}</Button>
          {/* A double booking was named above before saving: going on is this one click. */}
          <Button
            type="submit"
            variant="contained"
            color={form.sameDayBookings.length ? 'warning' : 'primary'}
            loading={form.saving}
            disabled={Boolean(form.base) && !form.base?.editable}
          >
            {form.isEdit ? t('dialog.save') : form.sameDayBookings.length ? t('dialog.bookAnyway') : t('dialog.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
