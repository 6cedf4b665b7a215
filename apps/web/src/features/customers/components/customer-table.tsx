import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { CustomerListItem } from '@host/domain/customers';
import { phoneForDisplay } from '@host/domain/phone';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localePath, useLocale } from '../../../i18n/locale';
import { useFormat } from '../../../i18n/format';
import { TagChips } from '../../../components/tag-chips';
import { dayOf, MarketingIcons, nameOf } from './guest-bits';

export type SortKey = 'name' | 'lastVisit' | 'visits' | 'noShows';
export interface Sort {
  sort: SortKey;
  direction: 'asc' | 'desc';
}

/** The guest book's table: a row per guest, the name a link to the profile; four columns sort on the server. */
export function CustomerTable({
  rows,
  loading,
  sort,
  onSort,
}: {
  rows: CustomerListItem[] | undefined;
  loading: boolean;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const { t } = useTranslation('customers');
  const { subPath } = useLocale();
  const f = useFormat();
  const sortable = (key: SortKey, label: string, align: 'left' | 'right' = 'left') => {
    const active = sort.sort === key;
    // Counts and the last visit read best biggest and newest first; a name from A.
    const first = key === 'name' ? 'asc' : 'desc';
    return (
      <TableCell align={align} sortDirection={active ? sort.direction : false}>
        <TableSortLabel
          active={active}
          direction={active ? sort.direction : first}
          onClick={() => onSort({ sort: key, direction: active ? (sort.direction === 'asc' ? 'desc' : 'asc') : first })}
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  };
  return (
    <TableContainer>
      <Table aria-label={t('list.tableLabel')} sx={{ '& td, & th': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            {sortable('name', t('columns.name'))}
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('columns.tags')}</TableCell>
            {sortable('visits', t('columns.visits'), 'right')}
            {sortable('noShows', t('columns.noShows'), 'right')}
            {sortable('lastVisit', t('columns.lastVisit'))}
            <TableCell>{t('columns.marketing')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && !rows
            ? Array.from({ length: 8 }, (_, i) => (
                <TableRow key={i} data-testid="customer-skeleton">
                  {Array.from({ length: 6 }, (__, j) => (
                    <TableCell key={j}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : (rows ?? []).map((c) => (
                <TableRow key={c.id} hover data-testid="customer-row">
                  <TableCell>
                    <Stack>
                      <Link
                        component={RouterLink}
                        to={localePath(subPath, `/customers/${c.id}`)}
                        underline="hover"
                        sx={{ fontWeight: 600, py: 0.5 }}
                      >
                        {nameOf(c) || t('profile.noName')}
                      </Link>
                      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {c.phone ? phoneForDisplay(c.phone) : (c.email ?? '')}
                      </Typography>
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, maxWidth: 220 }}>
                    <TagChips tags={c.tags} max={2} />
                  </TableCell>
                  <TableCell align="right">{f.number(c.visits)}</TableCell>
                  <TableCell
                    align="right"
                    sx={{ color: c.noShows > 0 ? 'error.main' : undefined, fontWeight: c.noShows > 0 ? 700 : undefined }}
                  >
                    {f.number(c.noShows)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.lastVisit ? dayOf(c.lastVisit, f.dateLocale) : '—'}</TableCell>
                  <TableCell>
                    <MarketingIcons sms={c.canSendSmsMarketing} email={c.canSendEmailMarketing} />
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
