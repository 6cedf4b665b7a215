import { useBrandTags } from '../../../state/brand-tags';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '../../../lib/zod-resolver';
import { customerInputSchema, type Customer } from '@host/domain/customers';
import { COUNTRY_CODES, type CountryCode } from '@host/domain/locales';
import { DIALLING_PREFIX } from '@host/domain/reservations/booking-options';
import { enqueueSnackbar } from 'notistack';
import { useRef, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useOutletProfile } from '../../../state/outlet-profile';
import { useBrandRefusal } from '../../../state/roles';
import { useSession } from '../../../state/session';
import { localePath, useLocale } from '../../../i18n/locale';
import { ApiError } from '../../../lib/http';
import { translateError, translateReason } from '../../../lib/server-messages';
import {
  firstCustomerMatching,
  readCustomer,
  useCreateCustomer,
  useCustomer,
  useDuplicatesOfNew,
  useUpdateCustomer,
} from '../api/customers';
import { CustomerFormFields } from '../components/customer-form';
import {
  changedSince,
  emptyValues,
  inputOf,
  patchOf,
  serverFieldErrors,
  staleCurrent,
  takenBy,
  valuesOf,
  type CustomerFormValues,
  type FormField,
} from '../components/customer-form-values';
import { nameOf } from '../components/guest-bits';
import { MayBeInTheBook, useTypedProbe } from '../components/possible-duplicates';

/** /customers/add: a new guest. */
export function CustomerAddPage() {
  return <CustomerFormPage />;
}

/** /customers/edit/{id}: the guest as read, saved with the version read (If-Match). */
export function CustomerEditPage() {
  const { t } = useTranslation('customers');
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  const { subPath } = useLocale();
  const refused = useBrandRefusal('editGuest', customer.data);
  if (customer.isError)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          {t('profile.missingTitle')}
        </Typography>
        <Button component={RouterLink} to={localePath(subPath, '/customers')} variant="outlined">
          {t('actions.backToList')}
        </Button>
      </Stack>
    );
  if (!customer.data)
    return (
      <Stack spacing={2}>
        <Skeleton variant="text" width={280} height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  // Erased, or a guest only another outlet knows (decision 025): no form, and why.
  const closed = customer.data.erasedAt ? t('form.erased') : refused && t(`roles.${refused}`);
  if (closed)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          {t('form.editTitle')}
        </Typography>
        <Alert severity="info">{closed}</Alert>
        <Button component={RouterLink} to={localePath(subPath, `/customers/${customer.data.id}`)} variant="outlined">
          {nameOf(customer.data) || t('profile.noName')}
        </Button>
      </Stack>
    );
  // Keyed by id: another guest's edit starts from that guest.
  return <CustomerFormPage key={customer.data.id} original={customer.data} />;
}

interface Stale {
  current: Customer;
  fields: FormField[];
}

function CustomerFormPage({ original }: { original?: Customer }) {
  const { t } = useTranslation('customers');
  const { subPath } = useLocale();
  const navigate = useNavigate();
  const session = useSession().data;
  const brandId = session?.brand?.id;
  const outletId = session?.outlet?.id;
  const profile = useOutletProfile(outletId).data;
  const countryCode = [profile?.countryCode, session?.brand?.countryCode].find((c) =>
    (COUNTRY_CODES as readonly string[]).includes(c ?? ''),
  ) as CountryCode | undefined;
  const prefix = countryCode ? DIALLING_PREFIX[countryCode] : '';
  const tags = useBrandTags(brandId);
  const create = useCreateCustomer(brandId);
  const update = useUpdateCustomer();
  const form = useForm<CustomerFormValues>({
    resolver: zodResolver(customerInputSchema) as unknown as Resolver<CustomerFormValues>,
    mode: 'onTouched',
    defaultValues: original ? valuesOf(original) : emptyValues(prefix),
  });
  // The version the next save names: the one read, or the newer one the host chose to save on top of.
  // A ref, so "save mine on top" saves with the newer version at once.
  const version = useRef(original?.version ?? 0);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, ReactNode>>>({});
  const [stale, setStale] = useState<Stale | null>(null);
  const [taken, setTaken] = useState<{ id?: string; name?: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const edited = (field: FormField) => {
    if (serverErrors[field]) setServerErrors(({ [field]: _, ...rest }) => rest);
    if (field === 'phone') setTaken(null);
  };
  const profilePath = (id: string) => localePath(subPath, `/customers/${id}`);
  const probe = useTypedProbe(form, !original, outletId, prefix);
  const found = useDuplicatesOfNew(brandId, probe).data;
  // Only while there is something to look up: a cleared phone takes the last answer away with it.
  const duplicates = (probe && found) || [];

  const onSubmit = form.handleSubmit(async () => {
    const values = form.getValues();
    setFailure(null);
    setServerErrors({});
    try {
      if (!original) {
        const saved = await create.mutateAsync(inputOf(values, outletId));
        enqueueSnackbar(t('form.created', { name: nameOf(saved) }), { variant: 'success' });
        void navigate(profilePath(saved.id), { replace: true });
      } else {
        const patch = patchOf(original, values, outletId);
        if (Object.keys(patch).length === 0) return void navigate(profilePath(original.id));
        await update.mutateAsync({ id: original.id, version: version.current, patch });
        setStale(null);
        enqueueSnackbar(t('form.saved'), { variant: 'success' });
        void navigate(profilePath(original.id));
      }
    } catch (error) {
      const current = original && staleCurrent(error);
      if (current) {
        setStale({ current, fields: changedSince(original, current) });
        return;
      }
      const message = translateError(error, t('form.failed'));
      const fields = serverFieldErrors(error, values);
      setServerErrors(Object.fromEntries(fields.map((e) => [e.field, translateReason(e.reason, e.params) ?? message])));
      if (fields[0]) form.setFocus(fields[0].field);
      if (error instanceof ApiError && error.status === 409 && fields.some((e) => e.reason === 'phoneTaken'))
        setTaken(await findTaken(error, brandId, values.phone));
      else if (!fields.length) setFailure(message);
      enqueueSnackbar(message, { variant: 'error' });
    }
  });

  const title = original ? t('form.editTitle') : t('form.addTitle');
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            <RouterLink to={localePath(subPath, original ? `/customers/${original.id}` : '/customers')} style={{ color: 'inherit' }}>
              {original ? nameOf(original) || t('profile.noName') : t('list.title')}
            </RouterLink>
          </Typography>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
        </Box>
        {stale && (
          <Alert
            severity="warning"
            data-testid="stale-alert"
            action={
              <Stack sx={{ gap: 1 }}>
                <Button
                  color="inherit"
                  size="small"
                  variant="outlined"
                  onClick={() => {
                    version.current = stale.current.version;
                    setStale(null);
                    void onSubmit();
                  }}
                >
                  {t('form.keepMine')}
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    form.reset(valuesOf(stale.current));
                    version.current = stale.current.version;
                    setStale(null);
                  }}
                >
                  {t('form.takeTheirs')}
                </Button>
              </Stack>
            }
          >
            <Typography sx={{ fontWeight: 600 }}>{t('form.stale')}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {stale.fields.map((f) => (
                <li key={f}>{`${t(`fields.${f === 'tagIds' ? 'tags' : f}`)}: ${shown(stale.current, f, t) || '—'}`}</li>
              ))}
            </Box>
          </Alert>
        )}
        {taken && (
          <Alert severity="warning" role="alert" data-testid="phone-taken">
            {t('form.phoneTaken')}{' '}
            {taken.id && (
              <Link component={RouterLink} to={profilePath(taken.id)}>
                {taken.name ? t('form.openOther', { name: taken.name }) : t('form.openOtherGuest')}
              </Link>
            )}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <CustomerFormFields
          form={form}
          tags={tags.data ?? []}
          phoneHint={prefix}
          serverErrors={serverErrors}
          onEdited={edited}
          contactNotice={!taken && duplicates.length > 0 && <MayBeInTheBook duplicates={duplicates} profilePath={profilePath} />}
        />
        <Stack
          direction="row"
          sx={{
            gap: 1,
            justifyContent: 'flex-end',
            position: 'sticky',
            bottom: 0,
            py: 1.5,
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
            zIndex: 1,
          }}
        >
          <Button component={RouterLink} to={original ? profilePath(original.id) : localePath(subPath, '/customers')}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending || update.isPending}>
            {original ? t('actions.save') : t('actions.addShort')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** A changed field as it is now, for the stale notice. */
function shown(c: Customer, field: FormField, t: TFunction): string {
  if (field === 'tagIds') return c.tags.map((tag) => tag.title).join(', ');
  if (field === 'dietary')
    return c.dietary.map((need) => t(`guestNeeds.${need}`, { ns: 'common' })).join(t('guestNeeds.separator', { ns: 'common' }));
  const value = c[field as keyof Customer];
  return value === null || value === undefined ? '' : String(value);
}

/** The guest who has the phone already: named by the 409, else found by the phone; with their name when it can be read. */
async function findTaken(error: ApiError, brandId: string | undefined, phone: string): Promise<{ id?: string; name?: string }> {
  try {
    const id = takenBy(error) ?? (brandId ? (await firstCustomerMatching(brandId, phone))?.id : undefined);
    if (!id) return {};
    const other = await readCustomer(id).catch(() => null);
    return { id, name: other ? nameOf(other) : undefined };
  } catch {
    return {};
  }
}
