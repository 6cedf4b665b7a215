import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countryOfCurrency, type TransactionPage } from '@host/domain/payments/contract';
import { formatMoney } from '@host/domain/locales';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

type Total = TransactionPage['totals'][number];

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack sx={{ minWidth: 110 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant={strong ? 'h6' : 'subtitle1'}
        component="p"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : 600 }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** What the filters add up to, one card per currency (never summed across currencies). */
export function TransactionTotals({ totals, loading }: { totals: Total[] | undefined; loading: boolean }) {
  const { t } = useTranslation('transactions');
  const f = useFormat();
  if (loading && !totals) return <Skeleton variant="rounded" height={88} />;
  if (!totals?.length) return null;
  return (
    <Stack direction="row" component="section" aria-label={t('totals.label')} sx={{ gap: 1.5, flexWrap: 'wrap' }}>
      {totals.map((total) => {
        const money = (minor: number) => formatMoney(minor, countryOfCurrency(total.currency));
        return (
          <Card
            key={total.currency}
            variant="outlined"
            data-testid="transaction-total"
            data-currency={total.currency}
            sx={{ p: 2, flex: '1 1 420px' }}
          >
            <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', alignItems: 'flex-end' }}>
              <Figure label={t('totals.collected')} value={money(total.collected)} />
              <Figure label={t('totals.refunded')} value={money(total.refunded)} />
              <Figure label={t('totals.net')} value={money(total.net)} strong />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto', pb: 0.5 }}>
                {t('totals.count', { count: total.count, shown: f.number(total.count), currency: total.currency })}
              </Typography>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
