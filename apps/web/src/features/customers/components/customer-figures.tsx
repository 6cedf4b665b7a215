import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Customer } from '@host/domain/customers';
import type { CountryCode } from '@host/domain/locales';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { dayOf } from './guest-bits';

/** The figures a host looks at, over the brand's outlets: a tile each. */
export function CustomerFigures({ figures, currencyCountry }: { figures: Customer['figures']; currencyCountry: CountryCode }) {
  const { t } = useTranslation('customers');
  const f = useFormat();
  const tiles: Array<{ key: string; value: string; alert?: boolean }> = [
    { key: 'visits', value: f.number(figures.visits) },
    { key: 'noShows', value: f.number(figures.noShows), alert: figures.noShows > 0 },
    { key: 'cancellations', value: f.number(figures.cancellations) },
    { key: 'lastVisit', value: figures.lastVisit ? dayOf(figures.lastVisit, f.dateLocale) : '—' },
    { key: 'averageParty', value: figures.averageParty === null ? '—' : f.number(Math.round(figures.averageParty * 10) / 10) },
    { key: 'spend', value: f.money(figures.spend, currencyCountry) },
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}
    >
      {tiles.map((tile) => (
        <Card key={tile.key} variant="outlined" sx={{ p: 1.5 }} data-testid={`figure-${tile.key}`}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`figures.${tile.key}`)}
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: tile.alert ? 'error.main' : undefined }}
          >
            {tile.value}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
