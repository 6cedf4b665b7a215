import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import { hasFigures, type ReportSection } from './section-model';
import { useValueText } from './use-report-words';

/**
 * The chart and its table side by side on a desk (lg and up): a narrow table beside a wider chart,
 * four columns (three outlets and their sum) half and half, a wider one (the rates, the weekdays of
 * the pacing) under its chart, where its columns fit without scrolling sideways.
 */
function besideOf(columns: number): string {
  if (columns <= 3) return 'minmax(0, 7fr) minmax(0, 5fr)';
  if (columns === 4) return 'minmax(0, 1fr) minmax(0, 1fr)';
  return 'minmax(0, 1fr)';
}

/**
 * One figure of the report: its title, what it counts, the chart, and beside it (below it on a
 * tablet) its numbers as a table, with the table as a CSV file a button away.
 */
export function SectionCard({ section, onDownload }: { section: ReportSection; onDownload: (section: ReportSection) => void }) {
  const { t } = useTranslation('reports');
  const text = useValueText();
  const titleId = useId();
  const empty = !hasFigures(section.table) && section.key !== 'outlets';
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid={`report-${section.key}`} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography variant="h6" component="h2" id={titleId}>
            {section.title}
          </Typography>
          {section.definition && (
            <Typography variant="body2" color="text.secondary" data-testid="definition">
              {section.definition}
            </Typography>
          )}
        </Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={() => onDownload(section)}
          aria-label={t('downloadCsvOf', { title: section.title })}
          sx={{ flexShrink: 0 }}
        >
          {t('downloadCsv')}
        </Button>
      </Stack>
      {section.notes.length > 0 && (
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mt: 1 }} data-testid="notes">
          {section.notes.map((n) => (
            <Typography key={n.label} variant="body2">
              {n.label}: <strong>{text(n.kind, n.value)}</strong>
            </Typography>
          ))}
        </Stack>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: besideOf(section.table.columns.length) },
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {empty ? (
            <Typography color="text.secondary" sx={{ py: 4 }}>
              {t('noFigures')}
            </Typography>
          ) : (
            section.charts.map((chart, i) => <ReportChart key={i} spec={chart} />)
          )}
        </Stack>
        <ReportTable table={section.table} title={section.title} labelledBy={titleId} />
      </Box>
    </Card>
  );
}
