import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@host/domain/locales';
import { countryOfCurrency, type Transaction } from '@host/domain/payments/contract';
import { localDateOf, localTimeOf } from '@host/domain/time';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { localePath, useLocale } from '../../../i18n/locale';
import { bookingLinkOf } from './booking-link';
import { declineWords } from '../../../lib/decline-words';

/** A status's colour: money in, money waiting, money back, or nothing taken. */
export function statusColor(status: string): ChipProps['color'] {
  if (['paid', 'succeeded', 'charge'].includes(status)) return 'success';
  if (['refunded', 'waiting_refund_result', 'guaranteed'].includes(status)) return 'info';
  if (['failed', 'expired'].includes(status)) return 'error';
  if (status === 'no_charge') return 'default';
  return 'warning';
}

const hideOnTablet = { display: { xs: 'none', lg: 'table-cell' } } as const;

/** One row per movement of money; the booking's code opens it in the book (at this outlet). */
export function TransactionTable({
  rows,
  loading,
  timeZone,
  currentOutletId,
  showOutlet,
}: {
  rows: Transaction[] | undefined;
  loading: boolean;
  timeZone: string;
  currentOutletId: string | undefined;
  showOutlet: boolean;
}) {
  const { t } = useTranslation('transactions');
  const { subPath } = useLocale();
  const f = useFormat();
  const columns = 7 + (showOutlet ? 1 : 0);
  return (
    <TableContainer>
      <Table aria-label={t('tableLabel')} sx={{ '& td, & th': { px: 1.5 }, '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.date')}</TableCell>
            {showOutlet && <TableCell>{t('columns.outlet')}</TableCell>}
            <TableCell>{t('columns.booking')}</TableCell>
            <TableCell>{t('columns.type')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell sx={hideOnTablet}>{t('columns.source')}</TableCell>
            <TableCell align="right">{t('columns.amount')}</TableCell>
            <TableCell align="right">{t('columns.refunded')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && !rows
            ? Array.from({ length: 6 }, (_, i) => (
                <TableRow key={i} data-testid="transaction-skeleton">
                  {Array.from({ length: columns }, (__, j) => (
                    <TableCell key={j} sx={j === 4 ? hideOnTablet : undefined}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : (rows ?? []).map((tx) => {
                const at = new Date(tx.createdAt);
                const money = (minor: number) => formatMoney(minor, countryOfCurrency(tx.currency));
                const link = bookingLinkOf(tx, currentOutletId);
                return (
                  <TableRow key={tx.id} hover data-testid="transaction-row" data-type={tx.type} data-status={tx.status}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Typography variant="body2">{f.calendarDay(localDateOf(at, timeZone))}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {localTimeOf(at, timeZone).slice(0, 5)}
                      </Typography>
                    </TableCell>
                    {showOutlet && <TableCell>{tx.outletName}</TableCell>}
                    <TableCell>
                      {tx.reservationCode ? (
                        <Stack>
                          {link ? (
                            <Link
                              component={RouterLink}
                              to={localePath(subPath, link)}
                              underline="hover"
                              aria-label={t('openBooking', { code: tx.reservationCode })}
                              sx={{ fontWeight: 600, py: 0.5 }}
                            >
                              {tx.reservationCode}
                            </Link>
                          ) : (
                            <Typography sx={{ fontWeight: 600 }}>{tx.reservationCode}</Typography>
                          )}
                          <Typography variant="body2" color="text.secondary">
                            {[tx.guestName, tx.reservationDate ? f.calendarDay(tx.reservationDate) : null].filter(Boolean).join(' · ')}
                          </Typography>
                        </Stack>
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          {t('noBooking')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Typography variant="body2">{t(`type.${tx.type}`)}</Typography>
                      {tx.metadataType && (
                        <Typography variant="body2" color="text.secondary">
                          {t(`metadata.${tx.metadataType}`)}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={statusColor(tx.status)}
                        label={t(`status.${tx.status}`)}
                        sx={{ fontWeight: 600 }}
                      />
                      {/* A refund or no-show charge the provider has not answered yet: why, and that Host tries again (issue 29). */}
                      {/* The provider's words on a charge declined or a refund that failed (issue 33); a host's reason for a refund. */}
                      {tx.refundMessage && (
                        <StatusNote color="error.main" testId="refund-message">
                          {t('refundMessage', { message: declineWords(t, tx.refundMessage) })}
                        </StatusNote>
                      )}
                      {tx.refundReason && <StatusNote color="text.secondary">{t('refundReason', { reason: tx.refundReason })}</StatusNote>}
                      {tx.providerError && (
                        <StatusNote color="warning.main" testId="provider-error">
                          {t('providerError', { error: tx.providerError })}
                        </StatusNote>
                      )}
                    </TableCell>
                    <TableCell sx={hideOnTablet}>{t(`source.${tx.source}`)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                      {tx.type === 'refund' ? money(-tx.amount) : money(tx.amount)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
                      {tx.refundedAmount > 0 ? money(tx.refundedAmount) : '—'}
                    </TableCell>
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A line under a movement's status: the provider's words, a host's reason or a pending retry, in the colour of its kind. */
function StatusNote({ color, testId, children }: { color: string; testId?: string; children: ReactNode }) {
  return (
    <Typography variant="caption" color={color} data-testid={testId} sx={{ display: 'block', mt: 0.5, maxWidth: 260 }}>
      {children}
    </Typography>
  );
}
