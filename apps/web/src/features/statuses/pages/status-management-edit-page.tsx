import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '../../../lib/zod-resolver';
import { DISPLAY_STATUSES, type DisplayStatus } from '@host/domain/reservations/display-status';
import { OPTIONAL_STATUSES, STATUS_LABEL_MAX, type OptionalStatus } from '@host/domain/reservations/status-settings';
import { statusSettingsSchema, type StatusSettings, type StatusSettingsView } from '@host/domain/reservations/status-settings-schemas';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { enqueueSnackbar } from 'notistack';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PageHeader } from '../../../components/page-header';
import { SavedMeanwhileNotice } from '../../../components/saved-meanwhile-notice';
import { StatusListCard } from '../components/status-list-card';
import { useSession } from '../../../state/session';
import { StatusChip } from '../../../components/status-chip';
import { localePath, useLocale } from '../../../i18n/locale';
import { fieldMessage, fieldState } from '../../../lib/field-message';
import { translateError } from '../../../lib/server-messages';
import { theirsOf, useSaveStatusSettings, useStatusSettings } from '../api/status-settings';
import { SwatchField } from '../components/swatch-field';
import { usageOf } from '../components/status-text';

type FormInput = z.input<typeof statusSettingsSchema>;

const valuesOf = (view: StatusSettingsView): FormInput => ({
  optionAutoReservationStatus:
    view.optionAutoReservationStatus === RESERVATION_STATUS.CONFIRMED ? RESERVATION_STATUS.CONFIRMED : RESERVATION_STATUS.BOOKED,
  // Every status has its row, so each field is registered (an empty word is Host's word).
  looks: Object.fromEntries(DISPLAY_STATUSES.map((s) => [s, { label: view.looks[s]?.label ?? '', color: view.looks[s]?.color ?? null }])),
  unused: view.unused,
});

/** Only what differs from Host's own is stored. */
const compact = (settings: StatusSettings): StatusSettings => ({
  ...settings,
  looks: Object.fromEntries(Object.entries(settings.looks).filter(([, look]) => look && (look.label || look.color))),
});

/** /settings/status-management/edit: what new bookings start as; each status's word, colour and use. */
export function StatusManagementEditPage() {
  const { t } = useTranslation('statuses');
  const outletId = useSession().data?.outlet?.id ?? '';
  const settings = useStatusSettings(outletId);
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <PageHeader title={t('editTitle')} subtitle={t('editSubtitle')} />
      {settings.isError && <Alert severity="error">{translateError(settings.error, t('loadFailed'))}</Alert>}
      {settings.data ? (
        <StatusForm loaded={settings.data} outletId={outletId} />
      ) : (
        !settings.isError && <Skeleton variant="rounded" height={640} />
      )}
    </Stack>
  );
}

function StatusForm({ loaded, outletId }: { loaded: StatusSettingsView; outletId: string }) {
  const { t } = useTranslation('statuses');
  const { subPath } = useLocale();
  const navigate = useNavigate();
  const save = useSaveStatusSettings(outletId);
  /** The version a save names: the one read, or theirs once the manager chose to keep their own values. */
  const [version, setVersion] = useState(loaded.version);
  const [theirs, setTheirs] = useState<StatusSettingsView | null>(null);
  // Save sits at the bottom of a long form: the notice at its top is brought into view.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (theirs) notice.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [theirs]);
  const form = useForm<FormInput, unknown, StatusSettings>({
    resolver: zodResolver(statusSettingsSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(loaded),
  });
  const { control, handleSubmit, setValue, getValues } = form;
  const unused = useWatch({ control, name: 'unused' }) ?? [];
  const back = localePath(subPath, '/settings/status-management');

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ settings: compact(values), version });
      enqueueSnackbar(t('saved'), { variant: 'success' });
      void navigate(back);
    } catch (error) {
      const current = theirsOf(error);
      if (current) return setTheirs(current);
      enqueueSnackbar(translateError(error, t('saveFailed')), { variant: 'error' });
    }
  });

  const setUsed = (status: OptionalStatus, used: boolean) => {
    const next = used ? unused.filter((s) => s !== status) : [...unused, status];
    setValue('unused', next, { shouldDirty: true, shouldValidate: true });
    // Nothing may start as a status not used: new bookings fall back to Booked, and the radio says so.
    if (!used && status === 'CONFIRMED' && getValues('optionAutoReservationStatus') === RESERVATION_STATUS.CONFIRMED) {
      setValue('optionAutoReservationStatus', RESERVATION_STATUS.BOOKED, { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2}>
      {theirs && (
        <SavedMeanwhileNotice
          ref={notice}
          text={t('stale.text')}
          onKeep={() => {
            setVersion(theirs.version);
            setTheirs(null);
          }}
          onLoad={() => {
            form.reset(valuesOf(theirs));
            setVersion(theirs.version);
            setTheirs(null);
          }}
        />
      )}
      <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Controller
          control={control}
          name="optionAutoReservationStatus"
          render={({ field, fieldState }) => (
            <Box role="group" aria-labelledby="new-bookings-title">
              <Typography variant="h6" component="h2" id="new-bookings-title">
                {t('newBookings.title')}
              </Typography>
              <RadioGroup row value={field.value} onChange={(e) => field.onChange(Number(e.target.value))}>
                <FormControlLabel value={RESERVATION_STATUS.BOOKED} control={<Radio />} label={t('newBookings.booked')} />
                <FormControlLabel
                  value={RESERVATION_STATUS.CONFIRMED}
                  control={<Radio />}
                  label={t('newBookings.confirmed')}
                  disabled={unused.includes('CONFIRMED')}
                />
              </RadioGroup>
              <FormHelperText error={!!fieldState.error}>
                {fieldMessage(fieldState.error) ?? (unused.includes('CONFIRMED') ? t('newBookings.confirmedOff') : t('newBookings.hint'))}
              </FormHelperText>
            </Box>
          )}
        />
      </Card>
      <StatusListCard labelId="status-looks-title" hint={t('list.editHint')}>
        {DISPLAY_STATUSES.map((status, i) => (
          <Fragment key={status}>
            {i > 0 && <Divider />}
            <StatusRow status={status} control={control} unused={unused} onUsed={setUsed} />
          </Fragment>
        ))}
      </StatusListCard>
      <Stack direction="row" sx={{ gap: 1, position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('actions.save', { ns: 'common' })}
        </Button>
        <Button component={RouterLink} to={back} variant="outlined">
          {t('actions.cancel', { ns: 'common' })}
        </Button>
      </Stack>
    </Stack>
  );
}

function StatusRow({
  status,
  control,
  unused,
  onUsed,
}: {
  status: DisplayStatus;
  control: Control<FormInput, unknown, StatusSettings>;
  unused: readonly string[];
  onUsed: (s: OptionalStatus, used: boolean) => void;
}) {
  const { t } = useTranslation('statuses');
  const look = useWatch({ control, name: `looks.${status}` });
  const usage = usageOf(status, { unused: unused as OptionalStatus[] });
  const hostWord = t(`status.${status}`, { ns: 'reservations' });
  // The chip previews what is typed, the word trimmed as it will be saved.
  const preview = { looks: { [status]: { label: look?.label?.trim() || null, color: look?.color ?? null } }, unused: [] };
  return (
    <Box
      data-testid={`edit-status-${status}`}
      role="group"
      aria-label={hostWord}
      sx={{
        px: { xs: 2, md: 3 },
        py: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '180px 1fr' },
        alignItems: 'start',
      }}
    >
      <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
        <StatusChip status={status} use={preview} size="medium" />
        {(OPTIONAL_STATUSES as readonly string[]).includes(status) ? (
          <FormControlLabel
            control={<Switch checked={usage === 'used'} onChange={(e) => onUsed(status as OptionalStatus, e.target.checked)} />}
            label={t('usage.switch', { status: hostWord })}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <LockOutlinedIcon fontSize="inherit" aria-hidden />
            {t('usage.always')}
          </Typography>
        )}
      </Stack>
      <Stack sx={{ gap: 1.5, minWidth: 0 }}>
        <Controller
          control={control}
          name={`looks.${status}.label`}
          render={({ field, fieldState: state }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              label={t('word.label', { status: hostWord })}
              placeholder={hostWord}
              {...fieldState(state.error, t('word.hint', { max: STATUS_LABEL_MAX }))}
              slotProps={{ htmlInput: { maxLength: STATUS_LABEL_MAX + 10 } }}
              size="small"
              sx={{ maxWidth: 360 }}
            />
          )}
        />
        <Controller
          control={control}
          name={`looks.${status}.color`}
          render={({ field }) => (
            <SwatchField
              label={t('colour.label', { status: hostWord })}
              status={status}
              value={field.value ?? null}
              onChange={field.onChange}
            />
          )}
        />
      </Stack>
    </Box>
  );
}

export default StatusManagementEditPage;
