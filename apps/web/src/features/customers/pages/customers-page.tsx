import { PagedListCard } from '../../../components/paged-list-card';
import { LAST_VISIT_WINDOWS, type LastVisitWindow } from '@host/domain/customers';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchPatch } from '../../../lib/use-search-patch';
import { useNavigate } from 'react-router';
import { useSession } from '../../../state/session';
import { EmptyState } from '../../../components/empty-state';
import { useFormat } from '../../../i18n/format';
import { localePath, useLocale } from '../../../i18n/locale';
import { useCustomerList, type CustomerListFilters } from '../api/customers';
import { useBrandTags } from '../../../state/brand-tags';
import { MarketingExportButton } from '../components/marketing-export-button';
import { CustomerFilters, type Flags } from '../components/customer-filters';
import { CustomerTable, type Sort, type SortKey } from '../components/customer-table';

/** How long the search waits for the host to stop typing. */
export const SEARCH_DEBOUNCE_MS = 300;
const SORTS: SortKey[] = ['name', 'lastVisit', 'visits', 'noShows'];

/** /customers: the brand's guest book, searched, filtered and sorted on the server, a page at a time. */
export function CustomersPage() {
  const { t } = useTranslation('customers');
  const { subPath } = useLocale();
  const f = useFormat();
  const navigate = useNavigate();
  const brandId = useSession().data?.brand?.id;
  const tags = useBrandTags(brandId);
  const [params, set] = useSearchPatch();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const searchRef = useRef<HTMLInputElement>(null);

  // The search follows the box once typing pauses.
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => set({ q: text.trim() || null }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `set` is new each render; the text and the URL's q are what matter
  }, [text, q]);
  // "/" puts the cursor in the search, as on the book.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (e.key !== '/' || /INPUT|TEXTAREA|SELECT/.test(target.tagName) || target.closest('[role="dialog"]')) return;
      e.preventDefault();
      searchRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const sortParam = params.get('sort') as SortKey | null;
  const sort: Sort = {
    sort: sortParam && SORTS.includes(sortParam) ? sortParam : 'name',
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
  };
  const tagIds = useMemo(() => (params.get('tags') ?? '').split(',').filter(Boolean), [params]);
  const flags: Flags = { noShows: params.get('noShows') === '1', sms: params.get('sms') === '1', email: params.get('email') === '1' };
  const lastVisitParam = params.get('lastVisit') as LastVisitWindow | null;
  const lastVisit = lastVisitParam && LAST_VISIT_WINDOWS.includes(lastVisitParam) ? lastVisitParam : '';
  const filters: CustomerListFilters = {
    ...(q ? { q } : {}),
    ...(tagIds.length ? { tagIds: tagIds.join(',') } : {}),
    ...(flags.noShows ? { minNoShows: 1 } : {}),
    ...(flags.sms ? { smsMarketing: '1' as const } : {}),
    ...(flags.email ? { emailMarketing: '1' as const } : {}),
    ...(lastVisit ? { lastVisit } : {}),
    sort: sort.sort,
    direction: sort.direction,
  };
  const list = useCustomerList(brandId, filters);
  const rows = list.data?.pages.flatMap((p) => p.items);
  const filtered = Boolean(q || tagIds.length || flags.noShows || flags.sms || flags.email || lastVisit);
  const addGuest = () => void navigate(localePath(subPath, '/customers/add'));
  const clear = () => {
    setText('');
    set({ q: null, tags: null, noShows: null, sms: null, email: null, lastVisit: null });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {t('list.title')}
          </Typography>
          <Typography color="text.secondary">{t('list.subtitle')}</Typography>
        </Box>
        <MarketingExportButton brandId={brandId} />
        <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={addGuest}>
          {t('actions.add')}
        </Button>
      </Stack>
      <CustomerFilters
        text={text}
        onText={setText}
        tags={tags.data ?? []}
        tagIds={tagIds}
        onTagIds={(ids) => set({ tags: ids.join(',') || null })}
        flags={flags}
        onFlag={(flag, on) => set({ [flag]: on ? '1' : null })}
        lastVisit={lastVisit}
        onLastVisit={(window) => set({ lastVisit: window || null })}
        searchRef={searchRef}
      />
      {rows && rows.length === 0 && !list.isPlaceholderData ? (
        filtered ? (
          <EmptyState message={q ? t('list.noMatch', { query: q }) : t('list.noMatchFilters')} action={t('list.clear')} onAction={clear} />
        ) : (
          <EmptyState message={t('list.empty')} action={t('actions.add')} onAction={addGuest} />
        )
      ) : (
        <PagedListCard
          list={list}
          shown={rows && rows.length > 0 ? t('list.shown', { count: rows.length, shown: f.number(rows.length) }) : null}
          moreLabel={t('list.more')}
        >
          <CustomerTable
            rows={rows}
            loading={list.isPending}
            sort={sort}
            onSort={(s) => set({ sort: s.sort === 'name' ? null : s.sort, direction: s.direction === 'asc' ? null : s.direction })}
          />
        </PagedListCard>
      )}
    </Stack>
  );
}

export default CustomersPage;
