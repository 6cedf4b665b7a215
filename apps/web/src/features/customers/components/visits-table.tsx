import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CustomerVisit } from '@host/domain/customers';
import { DISPLAY_STATUSES, type DisplayStatus } from '@host/domain/reservations/display-status';
import type { CountryCode } from '@host/domain/locales';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';
import { useFormat } from '../../../i18n/format';
import { dayOf } from './guest-bits';

/** A guest's bookings: outlet, date, time, party, status and spend where known. */
export function VisitsTable({
  visits,
  label,
  empty,
  currencyCountry,
}: {
  visits: CustomerVisit[];
  label: string;
  empty: string;
  currencyCountry: CountryCode;
}) {
  const { t } = useTranslation('customers');
  const f = useFormat();
  if (visits.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {empty}
      </Typography>
    );
  return (
    <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('visits.date')}</TableCell>
          <TableCell>{t('visits.time')}</TableCell>
          <TableCell>{t('visits.outlet')}</TableCell>
          <TableCell align="right">{t('visits.party')}</TableCell>
          <TableCell>{t('visits.status')}</TableCell>
          <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {t('visits.spend')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {visits.map((v) => (
          <TableRow key={v.id} data-testid="visit-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayOf(v.reservationDate, f.dateLocale)}</TableCell>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{v.reservationTime.slice(0, 5)}</TableCell>
            <TableCell>{v.outletName}</TableCell>
            <TableCell align="right">{f.number(v.pax)}</TableCell>
            <TableCell>
              {(DISPLAY_STATUSES as readonly string[]).includes(v.statusName) ? (
                <StatusChip status={v.statusName as DisplayStatus} />
              ) : (
                v.statusName
              )}
            </TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {v.spend === null ? '—' : f.money(v.spend, currencyCountry)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
