import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import MergeTypeIcon from '@mui/icons-material/MergeType';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COUNTRY_CODES, type CountryCode } from '@host/domain/locales';
import { phoneForDisplay } from '@host/domain/phone';
import { parseISO } from 'date-fns';
import { enqueueSnackbar } from 'notistack';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useOutletToday } from '../../../state/outlet-profile';
import { useBrandRefusal } from '../../../state/roles';
import { useSession } from '../../../state/session';
import { useFormat } from '../../../i18n/format';
import { localePath, useLocale } from '../../../i18n/locale';
import { ApiError } from '../../../lib/http';
import { handleError } from '../../../lib/notify';
import { downloadExport, useActivities, useCustomer, useCustomerVisits, useDuplicates } from '../api/customers';
import { ActivityList } from '../components/activity-list';
import { CustomerDetails } from '../components/customer-details';
import { GuestAutoTags } from '../../../components/guest-tags';
import { CustomerFigures } from '../components/customer-figures';
import { EraseDialog } from '../components/erase-dialog';
import { TagChips } from '../../../components/tag-chips';
import { MarketingConsentLines, MarketingIcons, nameOf } from '../components/guest-bits';
import { MergeDialog } from '../components/merge-dialog';
import { VisitsTable } from '../components/visits-table';
import { bookingPathFor, splitVisits } from '../components/visits';

/** /customers/{id}: one guest's profile, figures, bookings and history, and what a host can do with it. */
export function CustomerPage() {
  const { t } = useTranslation('customers');
  const { id = '' } = useParams();
  const { subPath } = useLocale();
  const navigate = useNavigate();
  const f = useFormat();
  const brand = useSession().data?.brand;
  const currency = (COUNTRY_CODES as readonly string[]).includes(brand?.countryCode ?? '')
    ? (brand!.countryCode as CountryCode)
    : f.locale.country;
  const today = useOutletToday();
  const customer = useCustomer(id);
  const visits = useCustomerVisits(id);
  const activities = useActivities(id);
  // Decision 025: outlet staff edit the guests their outlet knows; merging and erasing are the merchant's.
  const editRefused = useBrandRefusal('editGuest', customer.data);
  const mergeRefused = useBrandRefusal('mergeGuests');
  const eraseRefused = useBrandRefusal('eraseGuest');
  const [dialog, setDialog] = useState<'merge' | 'erase' | null>(null);
  const duplicates = useDuplicates(id, Boolean(customer.data) && !customer.data?.erasedAt);
  const [exporting, setExporting] = useState(false);
  const split = useMemo(() => splitVisits(visits.data ?? [], today), [visits.data, today]);

  if (customer.isError && customer.error instanceof ApiError && (customer.error.status === 404 || customer.error.status === 403))
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          {t('profile.missingTitle')}
        </Typography>
        <Typography color="text.secondary">{t('profile.missing')}</Typography>
        <Button component={RouterLink} to={localePath(subPath, '/customers')} variant="outlined">
          {t('actions.backToList')}
        </Button>
      </Stack>
    );
  const c = customer.data;
  if (!c)
    return (
      <Stack spacing={2} data-testid="profile-skeleton">
        <Skeleton variant="text" width={280} height={48} />
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  const erased = Boolean(c.erasedAt);
  const name = nameOf(c) || t('profile.noName');
  const refusals = erased ? [] : [...new Set([editRefused, mergeRefused, eraseRefused].filter((r) => r !== null))];
  const why = (refused: string | null) => (refused ? { 'aria-describedby': 'profile-refusals' } : {});
  const onExport = async () => {
    setExporting(true);
    try {
      await downloadExport(c);
      enqueueSnackbar(t('export.done'), { variant: 'success' });
    } catch (error) {
      handleError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'flex-start' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            <RouterLink to={localePath(subPath, '/customers')} style={{ color: 'inherit' }}>
              {t('list.title')}
            </RouterLink>
          </Typography>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {c.salutation && !erased ? `${c.salutation} ` : ''}
            {name}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            {!erased && <MarketingIcons sms={c.canSendSmsMarketing} email={c.canSendEmailMarketing} />}
            <GuestAutoTags tags={c.autoTags} />
            <TagChips tags={c.tags} max={8} />
          </Stack>
          {!erased && <MarketingConsentLines consent={c.marketingConsent} timeZone={brand?.timezone} />}
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<EventAvailableIcon />}
            disabled={erased}
            onClick={() =>
              void navigate(localePath(subPath, bookingPathFor(c)), {
                state: { newBooking: { customerId: c.id, phone: c.phone, firstName: c.firstName, lastName: c.lastName } },
              })
            }
          >
            {t('actions.book')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            disabled={erased || editRefused !== null}
            {...why(editRefused)}
            component={RouterLink}
            to={localePath(subPath, `/customers/edit/${c.id}`)}
          >
            {t('actions.edit')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<MergeTypeIcon />}
            disabled={erased || mergeRefused !== null}
            {...why(mergeRefused)}
            onClick={() => setDialog('merge')}
          >
            {t('actions.merge')}
          </Button>
          <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void onExport()} loading={exporting}>
            {t('actions.export')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverOutlinedIcon />}
            disabled={erased || eraseRefused !== null}
            {...why(eraseRefused)}
            onClick={() => setDialog('erase')}
          >
            {t('actions.erase')}
          </Button>
        </Stack>
      </Stack>

      {refusals.length > 0 && (
        <Alert severity="info" id="profile-refusals" data-testid="profile-refusals">
          {refusals.map((reason) => (
            <Typography key={reason} variant="body2">
              {t(`roles.${reason}`)}
            </Typography>
          ))}
        </Alert>
      )}

      {/* A guest just added may already be in the book under a typo: said at once, not only inside Merge (issue 28). */}
      {!erased && (duplicates.data ?? []).length > 0 && (
        <Alert
          severity="warning"
          data-testid="possible-duplicates"
          action={
            mergeRefused === null ? (
              <Button color="inherit" size="small" onClick={() => setDialog('merge')} sx={{ whiteSpace: 'nowrap' }}>
                {t('profile.compareAndMerge')}
              </Button>
            ) : undefined
          }
        >
          {t('profile.mayBeDuplicate', {
            names: (duplicates.data ?? [])
              .map((d) => (nameOf(d) || t('profile.noName')) + (d.phone ? ` (${phoneForDisplay(d.phone)})` : ''))
              .join(', '),
          })}
        </Alert>
      )}

      {erased && (
        <Alert severity="info" data-testid="erased-banner">
          {t('profile.erased', { date: f.longDate(parseISO(c.erasedAt!)) })}
        </Alert>
      )}

      <CustomerFigures figures={c.figures} currencyCountry={currency} />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }}>
        <Section title={t('profile.details')}>
          {erased ? <Typography color="text.secondary">{t('profile.erasedDetails')}</Typography> : <CustomerDetails customer={c} />}
        </Section>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Section title={t('profile.upcoming')}>
            {visits.isPending ? (
              <Skeleton variant="rounded" height={80} />
            ) : (
              <VisitsTable
                visits={split.upcoming}
                label={t('profile.upcoming')}
                empty={t('profile.noUpcoming')}
                currencyCountry={currency}
              />
            )}
          </Section>
          <Section title={t('profile.history')}>
            {visits.isPending ? (
              <Skeleton variant="rounded" height={120} />
            ) : (
              <VisitsTable visits={split.history} label={t('profile.history')} empty={t('profile.noHistory')} currencyCountry={currency} />
            )}
          </Section>
          <Section title={t('profile.activity')}>
            {activities.isPending ? <Skeleton variant="rounded" height={80} /> : <ActivityList activities={activities.data ?? []} />}
          </Section>
        </Stack>
      </Box>

      {dialog === 'merge' && (
        <MergeDialog
          customer={c}
          onClose={() => setDialog(null)}
          onMerged={(kept) => {
            setDialog(null);
            if (kept.id !== c.id) void navigate(localePath(subPath, `/customers/${kept.id}`), { replace: true });
          }}
        />
      )}
      {dialog === 'erase' && <EraseDialog customer={c} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

export default CustomerPage;
