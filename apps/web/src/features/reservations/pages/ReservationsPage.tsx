import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CountryCode } from '@host/domain/locales';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useSession } from '../../auth/api/session';
import { useOutletProfile } from '../../outlets/api/outlet-profile';
import { PlaceholderPage } from '../../placeholder/PlaceholderPage';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">{label}</Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

/** /reservations: the host's book. Until the book arrives, today at the outlet, by the server's clock. */
export function ReservationsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession().data;
  const profile = useOutletProfile(session?.outlet?.id);
  const p = profile.data;
  return (
    <PlaceholderPage page="reservations">
      {!p ? (
        <Stack spacing={1}>
          <Skeleton width="40%" height={36} />
          <Skeleton width="70%" />
        </Stack>
      ) : (
        <Stack spacing={2.5}>
          <Typography variant="h5" component="h2">{t('reservations.today', { date: format.longDate(parseISO(p.today)) })}</Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
            <Fact label={t('reservations.partySize')} value={t('reservations.partySizeValue', { min: format.number(p.minPartySize), max: format.number(p.maxPartySize) })} />
            <Fact label={t('reservations.diningTime')} value={t('reservations.minutes', { count: Math.round(p.reservationDiningInterval / 60) })} />
            <Fact label={t('reservations.gracePeriod')} value={t('reservations.minutes', { count: Math.round(p.reservationGracePeriod / 60) })} />
            <Fact label={t('reservations.currency')} value={format.money(123450, p.countryCode as CountryCode)} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {[p.address1, p.postalCode, p.city].filter(Boolean).join(', ')} · {p.phone}
          </Typography>
        </Stack>
      )}
    </PlaceholderPage>
  );
}

export default ReservationsPage;
