import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { changeText, toneOf, type Headline } from './figures';
import { useValueText } from './use-report-words';
import { visuallyHidden } from '../../../lib/visually-hidden';

const GRID = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))' } as const;

/**
 * The range's headline figures, each with its change against the days before (an arrow, the
 * amount, and the same in words for a screen reader) and what it counts.
 */
export function HeadlineCards({ headlines, previousLabel }: { headlines: Headline[] | undefined; previousLabel: string }) {
  const { t } = useTranslation('reports');
  if (!headlines)
    return (
      <Box sx={GRID}>
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={150} />
        ))}
      </Box>
    );
  return (
    <Box component="section" aria-label={t('headline.label')} sx={GRID}>
      {headlines.map((h) => (
        <HeadlineCard key={h.key} headline={h} previousLabel={previousLabel} />
      ))}
    </Box>
  );
}

function HeadlineCard({ headline, previousLabel }: { headline: Headline; previousLabel: string }) {
  const { t } = useTranslation('reports');
  const text = useValueText();
  const languageTag = useFormat().locale.languageTag;
  const tone = toneOf(headline);
  const change = headline.change;
  const Arrow = change?.direction === 'up' ? ArrowUpwardIcon : change?.direction === 'down' ? ArrowDownwardIcon : ArrowForwardIcon;
  const amount = change ? changeText(change, languageTag) : '';
  const color = tone === 'good' ? 'success.main' : tone === 'bad' ? 'error.main' : 'text.secondary';
  return (
    <Card variant="outlined" data-testid={`headline-${headline.key}`} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="h2" sx={{ fontWeight: 600 }}>
        {t(`headline.${headline.key}`)}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="headline-value">
        {text(headline.kind, headline.value)}
      </Typography>
      {headline.of && (
        <Typography variant="body2" color="text.secondary">
          {t(`headline.of.${headline.key}`, {
            count: headline.of.total,
            part: text('count', headline.of.count),
            total: text('count', headline.of.total),
            rate: text('ratio', headline.of.total > 0 ? headline.of.count / headline.of.total : null),
          })}
        </Typography>
      )}
      {change ? (
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center', color }}
          data-testid="headline-change"
          data-direction={change.direction}
        >
          <Arrow fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 700, color: 'inherit' }} aria-hidden>
            {t(`change.${change.unit}`, { value: amount })}
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-hidden>
            {t('change.against', { previous: text(headline.kind, headline.previous) })}
          </Typography>
          <Box component="span" sx={visuallyHidden}>
            {t(`change.said.${change.direction}`, {
              value: t(`change.${change.unit}`, { value: amount }),
              previous: text(headline.kind, headline.previous),
              period: previousLabel,
            })}
          </Box>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="headline-change" data-direction="none">
          {headline.key === 'repeatShare' ? t('change.notKept') : t('change.nothingBefore')}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto', pt: 0.5 }}>
        {t(`definitions.${headline.key}`)}
      </Typography>
    </Card>
  );
}
