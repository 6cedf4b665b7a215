import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ReportTable as Model } from './section-model';
import { useValueText } from './use-report-words';

/**
 * A chart's numbers as a real table, named by the chart's title. A long one (a month's days, the
 * pacing slots) scrolls inside its box with its header kept in sight; the box takes the keyboard's
 * focus so it can be scrolled without a pointer.
 */
export function ReportTable({ table, title, labelledBy }: { table: Model; title: string; labelledBy: string }) {
  const { t } = useTranslation('reports');
  const text = useValueText();
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      // Its own name: the section around it is the landmark named by the title.
      aria-label={t('tableOf', { title })}
      sx={{ maxHeight: 380, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <Table
        stickyHeader
        size="small"
        aria-labelledby={labelledBy}
        sx={{ '& td, & th': { px: 1, fontVariantNumeric: 'tabular-nums' }, '& thead th': { fontWeight: 700, bgcolor: 'background.paper' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{table.head}</TableCell>
            {table.columns.map((c) => (
              <TableCell key={c.label} align="right">
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.key} data-key={row.key}>
              <TableCell component="th" scope="row" sx={{ minWidth: '7.5em' }}>
                {row.label}
              </TableCell>
              {row.values.map((v, i) => (
                <TableCell key={i} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {text(row.kind ?? table.columns[i]!.kind, v, row.currency)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
