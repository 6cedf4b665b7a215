import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PagedListCard } from '../../../components/paged-list-card';
import { useTranslation } from 'react-i18next';
import { useSearchPatch } from '../../../lib/use-search-patch';
import { useNavigate } from 'react-router';
import { useSession } from '../../../state/session';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../i18n/format';
import { localePath, useLocale } from '../../../i18n/locale';
import { useExportTransactions, useTransactions, type TransactionScope } from '../api/transactions';
import { FILTER_KEYS, filtersOf } from '../components/filters-url';
import { TransactionFilters } from '../components/transaction-filters';
import { TransactionTable } from '../components/transaction-table';
import { TransactionTotals } from '../components/transaction-totals';

/** /transactions: every deposit, prepayment and refund of the outlet (or of the brand, for a merchant), filtered, totalled and exported. */
export function TransactionsPage() {
  const { t } = useTranslation('transactions');
  const { subPath } = useLocale();
  const f = useFormat();
  const navigate = useNavigate();
  const session = useSession().data;
  const [params, set] = useSearchPatch();

  const outletId = session?.outlet?.id;
  const brandId = session?.brand?.id;
  // A merchant (or support) who may act for more than this outlet of the brand can see the brand's.
  const brandOutlets = session?.userInfo?.brands.find((b) => b.id === brandId)?.outlets.length ?? 0;
  const canSeeBrand = brandOutlets > 1;
  const wholeBrand = canSeeBrand && params.get('scope') === 'brand';
  const scope: TransactionScope | null =
    wholeBrand && brandId ? { kind: 'brand', brandId } : outletId ? { kind: 'outlet', outletId } : null;

  const filters = filtersOf(params);
  const rangeError = Boolean(filters.from && filters.to && filters.to < filters.from);
  const list = useTransactions(rangeError ? null : scope, filters);
  const exporter = useExportTransactions();
  const rows = list.data?.pages.flatMap((p) => p.items);
  const totals = list.data?.pages[0]?.totals;
  const total = totals?.reduce((sum, x) => sum + x.count, 0) ?? 0;
  const filtered = FILTER_KEYS.some((k) => filters[k]);
  const clear = () => set(Object.fromEntries(FILTER_KEYS.map((k) => [k, null])));

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            {canSeeBrand && (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={wholeBrand ? 'brand' : 'outlet'}
                onChange={(_, v: string | null) => v && set({ scope: v === 'brand' ? 'brand' : null })}
                aria-label={t('scope.label')}
              >
                <ToggleButton value="outlet" sx={{ minHeight: 44, px: 2 }}>
                  {t('scope.outlet')}
                </ToggleButton>
                <ToggleButton value="brand" sx={{ minHeight: 44, px: 2 }}>
                  {t('scope.brand')}
                </ToggleButton>
              </ToggleButtonGroup>
            )}
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              onClick={() => scope && exporter.mutate({ scope, filters })}
              loading={exporter.isPending}
              disabled={!scope || rangeError || (rows !== undefined && rows.length === 0)}
              sx={{ minHeight: 44 }}
            >
              {t('export')}
            </Button>
          </>
        }
      />

      <TransactionFilters filters={filters} onChange={set} rangeError={rangeError} />
      <TransactionTotals totals={totals} loading={list.isPending && !rangeError} />

      {rangeError ? null : rows && rows.length === 0 && !list.isPlaceholderData ? (
        filtered ? (
          <EmptyState message={t('noMatch')} action={t('filters.clear')} onAction={clear} icon={<FilterAltOffOutlinedIcon />} />
        ) : (
          <EmptyState
            message={t('empty')}
            action={t('emptyAction')}
            onAction={() => void navigate(localePath(subPath, '/reservations'))}
            icon={<EventNoteOutlinedIcon />}
          />
        )
      ) : (
        <PagedListCard
          list={list}
          shown={rows && rows.length > 0 ? t('shown', { count: total, shown: f.number(rows.length), total: f.number(total) }) : null}
          moreLabel={t('more')}
          footerExtra={
            filtered && (
              <Button onClick={clear} sx={{ minHeight: 44 }}>
                {t('filters.clear')}
              </Button>
            )
          }
        >
          <TransactionTable
            rows={rows}
            loading={list.isPending}
            timeZone={session?.brand?.timezone ?? 'Asia/Singapore'}
            currentOutletId={outletId}
            showOutlet={wholeBrand}
          />
        </PagedListCard>
      )}
    </Stack>
  );
}

export default TransactionsPage;
