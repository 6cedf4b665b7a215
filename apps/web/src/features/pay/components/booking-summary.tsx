import type { PayPageView } from '@host/domain/payments/pay-page';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BookingFacts, BookingHeading } from '../../../components/booking-facts';

/** The booking the guest pays for: where, when, for how many, and the amount with what it is for. */
export function BookingSummary({ view, date, money }: { view: PayPageView; date: string; money: string }) {
  const { t } = useTranslation('pay');
  const isHold = view.purpose === 'guarantee';
  return (
    <Stack spacing={2.5}>
      <BookingHeading
        badge={
          <Chip
            label={t(`purpose.${view.purpose}`)}
            size="small"
            color={isHold ? 'info' : 'primary'}
            variant="outlined"
            sx={{ fontWeight: 600 }}
          />
        }
        outletName={view.outletName}
        bookingFor={view.guestFirstName ? t('bookingFor', { name: view.guestFirstName }) : null}
      />
      <BookingFacts inline date={date} time={view.reservationTime} party={t('party', { count: view.pax })} />
      <Box sx={{ borderRadius: 2, bgcolor: 'action.hover', p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
          <Typography color="text.secondary">{isHold ? t('noShowFee') : t('amountDue')}</Typography>
          <Typography
            sx={{ fontWeight: 700, fontSize: 24, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            data-testid="pay-amount"
          >
            {money}
          </Typography>
        </Stack>
        {view.ticketName && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {view.ticketName}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t(`explain.${view.purpose}`, { amount: money })}
        </Typography>
      </Box>
    </Stack>
  );
}
