import type { GuestBookingView } from '@host/domain/notifications/contract';
import { countryOfCurrency } from '@host/domain/payments/contract';
import { formatMoney } from '@host/domain/locales';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { declineWords } from '../../../lib/decline-words';

/**
 * The guest's own money on the booking (issue 33): each payment and refund with where it stands, and,
 * for one declined or failed, why in the guest's language ("the card has expired"). Nothing when none.
 */
export function GuestPayments({ payments }: { payments: GuestBookingView['payments'] }) {
  const { t } = useTranslation(['guest', 'common']);
  if (payments.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="guest-payments" spacing={0.5}>
      <Typography id="guest-payments" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('payments.title')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {payments.map((p, i) => (
          <Typography component="li" key={i} data-testid="guest-payment">
            {t(`payments.${p.type}`, { amount: formatMoney(p.amount, countryOfCurrency(p.currency)) })} ·{' '}
            {t(`payments.status.${p.status}`, { defaultValue: p.status })}
            {p.message && (
              <Typography component="span" color="error.main">
                {' · '}
                {declineWords(t, p.message)}
              </Typography>
            )}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
