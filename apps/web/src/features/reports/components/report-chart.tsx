import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { PacingHeatMap } from './pacing-heat-map';
import type { BarSpec, ChartSpec, PieSpec } from './section-model';
import { useValueText } from './use-report-words';

/** The series' colours, from the theme (light or dark): the outlets' or the measures' in turn. */
export function seriesColours(theme: Theme): string[] {
  const p = theme.palette;
  return [p.primary.main, p.warning.main, p.success.main, p.secondary.main, p.error.main, p.info.main];
}

/**
 * One chart of a section. The chart is for the eye: its numbers are the table beside it, which is
 * what a screen reader reads (the drawing is hidden from it, so nothing is said twice).
 */
export function ReportChart({ spec }: { spec: ChartSpec }) {
  if (spec.kind === 'heat') return <PacingHeatMap spec={spec} />;
  return (
    <Box aria-hidden sx={{ minWidth: 0 }}>
      {spec.kind === 'pie' ? <Pie spec={spec} /> : <Bars spec={spec} />}
    </Box>
  );
}

function Bars({ spec }: { spec: BarSpec }) {
  const theme = useTheme();
  const { t } = useTranslation('reports');
  const text = useValueText();
  const languageTag = useFormat().locale.languageTag;
  const colours = seriesColours(theme);
  const format = (value: number | null) => text(spec.valueKind, value, spec.currency);
  const many = spec.series.length > 1;
  // A bar per category and series, at least a finger's width each when they lie across.
  const band = spec.stacked || !many ? 34 : 16 * spec.series.length + 14;
  const height = spec.horizontal ? Math.max(180, spec.categories.length * band + (many ? 96 : 56)) : 300;
  const axisValue = { valueFormatter: (v: number | null) => axisText(v) };
  const categories = { scaleType: 'band' as const, data: spec.categories, tickLabelStyle: { fontSize: 12 } };
  return (
    <>
      {spec.caption && (
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {spec.caption}
        </Typography>
      )}
      <BarChart
        height={height}
        layout={spec.horizontal ? 'horizontal' : 'vertical'}
        skipAnimation
        // The table beside the chart is what the keyboard and a screen reader read: the drawing takes no focus.
        disableKeyboardNavigation
        hideLegend={!many}
        grid={spec.horizontal ? { vertical: true } : { horizontal: true }}
        localeText={{ noData: t('noFigures'), loading: t('loading') }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
        // Room for the last value's label, centred on the axis's end.
        margin={{ right: 28 }}
        series={spec.series.map((s, i) => ({
          id: s.key,
          label: s.label,
          data: s.data,
          color: colours[i % colours.length],
          valueFormatter: (v: number | null) => format(v),
          ...(spec.stacked ? { stack: 'sum' } : {}),
        }))}
        {...(spec.horizontal
          ? { yAxis: [{ ...categories, width: 'auto' as const }], xAxis: [{ ...axisValue, tickLabelStyle: { fontSize: 12 } }] }
          : { xAxis: [{ ...categories, height: 'auto' as const }], yAxis: [{ ...axisValue, width: 'auto' as const }] })}
      />
    </>
  );

  /** An axis's ticks, shorter than the table's figures: money in whole units, rates without a needless ".0" ("5%", "2.5%"). */
  function axisText(value: number | null) {
    if (value === null) return '';
    if (spec.valueKind === 'money') return new Intl.NumberFormat(languageTag, { maximumFractionDigits: 0 }).format(value / 100);
    if (spec.valueKind === 'ratio') return new Intl.NumberFormat(languageTag, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    return format(value);
  }
}

function Pie({ spec }: { spec: PieSpec }) {
  const theme = useTheme();
  const { t } = useTranslation('reports');
  const text = useValueText();
  const total = spec.slices.reduce((s, x) => s + x.value, 0);
  const colours = [theme.palette.primary.main, theme.palette.mode === 'dark' ? theme.palette.grey[600] : theme.palette.grey[400]];
  if (total === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4 }}>
        {t('noFigures')}
      </Typography>
    );
  return (
    <PieChart
      height={240}
      skipAnimation
      disableKeyboardNavigation
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
      series={[
        {
          innerRadius: 56,
          paddingAngle: 1,
          cornerRadius: 3,
          arcLabel: (item) => (item.value > 0 ? text('ratio', item.value / total) : ''),
          arcLabelMinAngle: 24,
          valueFormatter: (item) => text('count', item.value),
          data: spec.slices.map((s, i) => ({ id: s.key, label: s.label, value: s.value, color: colours[i % colours.length] })),
        },
      ]}
    />
  );
}
