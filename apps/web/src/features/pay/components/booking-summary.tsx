import type { PayPageView } from '@host/domain/payments/pay-page';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The booking the guest pays for: where, when, for how many, and the amount with what it is for. */
export function BookingSummary({ view, date, money }: { view: PayPageView; date: string; money: string }) {
  const { t } = useTranslation('pay');
  const isHold = view.purpose === 'guarantee';
  return (
    <Stack spacing={2.5}>
      <Box>
        <Chip
          label={t(`purpose.${view.purpose}`)}
          size="small"
          color={isHold ? 'info' : 'primary'}
          variant="outlined"
          sx={{ mb: 1.5, fontWeight: 600 }}
        />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
          {view.outletName}
        </Typography>
        {view.guestFirstName && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('bookingFor', { name: view.guestFirstName })}
          </Typography>
        )}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}>
        <Fact icon={<CalendarMonthOutlinedIcon fontSize="small" />}>{date}</Fact>
        <Fact icon={<ScheduleOutlinedIcon fontSize="small" />}>{view.reservationTime}</Fact>
        <Fact icon={<GroupOutlinedIcon fontSize="small" />}>{t('party', { count: view.pax })}</Fact>
      </Stack>
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

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography sx={{ color: 'text.primary', fontWeight: 500 }}>{children}</Typography>
    </Stack>
  );
}
