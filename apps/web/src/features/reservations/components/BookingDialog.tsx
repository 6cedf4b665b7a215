import { zodResolver } from '@hookform/resolvers/zod';
import { fieldStates, type EditableField } from '@host/domain/reservations/editable';
import type { Reservation } from '@host/domain/reservations/reservation';
import { createReservationInputSchema, type CreateReservationInput, type UpdateReservationInput } from '@host/domain/reservations/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, parseISO } from 'date-fns';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/http';
import { translateServerMessage } from '../../../lib/server-messages';
import { TableSuggestions } from './TableSuggestions';
import { useAreas, useAvailability, useCreateReservation, useCustomerLookup, useTags, useUpdateReservation } from '../api/reservations';

const OCCASIONS = ['birthday', 'anniversary', 'business', 'date'];
/** Times a host offers: every 15 minutes, 10:00 to 23:45. */
const TIMES = Array.from({ length: 56 }, (_, i) => {
  const minutes = 10 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
});

type FormValues = z.input<typeof createReservationInputSchema>;

interface Props {
  open: boolean;
  onClose: () => void;
  outletId: string;
  brandId: string | undefined;
  defaultDate: string;
  countryPrefix: string;
  /** Editing this reservation; creating when absent. */
  reservation?: Reservation;
}

function initialValues(r: Reservation | undefined, date: string, prefix: string): FormValues {
  return {
    reservationDate: r?.reservationDate ?? date,
    reservationTime: r?.reservationTime ?? '19:00:00',
    numberOfAdults: r?.numberOfAdults ?? 2,
    numberOfChildren: r?.numberOfChildren ?? 0,
    customerPhone: r?.customerPhone ?? `${prefix} `,
    customerFirstName: r?.customerFirstName ?? '',
    customerLastName: r?.customerLastName ?? '',
    tableIds: r?.tables.map((t) => t.id) ?? [],
    occasions: r?.occasions ?? [],
    notes: r?.notes ?? '',
    notesDiner: r?.notesDiner ?? '',
    staffNotes: r?.staffNotes ?? '',
    tagIds: r?.tags.map((t) => t.id) ?? [],
  };
}

export function BookingDialog({ open, onClose, outletId, brandId, defaultDate, countryPrefix, reservation }: Props) {
  const { t } = useTranslation('reservations');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const isEdit = Boolean(reservation);
  const [base, setBase] = useState(reservation);
  const [more, setMore] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState<{ current: Reservation; changes: string[] } | null>(null);
  const idempotencyKey = useRef(crypto.randomUUID());
  const create = useCreateReservation(outletId);
  const update = useUpdateReservation(outletId);
  const areas = useAreas(outletId).data ?? [];
  const tags = useTags(brandId).data ?? [];

  const { control, register, handleSubmit, watch, setValue, getValues, formState } = useForm<FormValues>({
    resolver: zodResolver(createReservationInputSchema),
    mode: 'onTouched',
    defaultValues: initialValues(reservation, defaultDate, countryPrefix),
  });
  // Opened before the day's book had loaded: take the day once it is known, unless one was typed.
  useEffect(() => {
    if (!isEdit && defaultDate && !getValues('reservationDate')) setValue('reservationDate', defaultDate, { shouldValidate: formState.isSubmitted });
  }, [defaultDate, isEdit, getValues, setValue, formState.isSubmitted]);
  // Read during render: react-hook-form only tracks dirty fields that the component subscribes to.
  const { dirtyFields } = formState;
  const phone = watch('customerPhone');
  const lookup = useCustomerLookup(brandId, isEdit ? '' : (phone ?? ''));
  const match = lookup.data?.[0];

  const pax = (Number(watch('numberOfAdults')) || 0) + (Number(watch('numberOfChildren')) || 0);
  const availability = useAvailability(outletId, watch('reservationDate'), Math.max(1, pax), base?.id);
  const slotAt = useMemo(() => new Map((availability.data?.slots ?? []).filter((s) => s.date === watch('reservationDate')).map((s) => [s.time.slice(0, 5), s])), [availability.data, watch]);
  /** Why a time cannot be booked, in the host's words: the server's reasons, or closed outside every service. */
  const whyNot = (time: string): string | null => {
    if (!availability.data || availability.isPlaceholderData) return null;
    const slot = slotAt.get(time.slice(0, 5));
    if (!slot) return t('availability.reasons.CLOSED');
    return slot.available ? null : slot.reasons.map((r) => t(`availability.reasons.${r}`)).join(' · ');
  };
  const chosenTime = watch('reservationTime');
  const timeChanged = !base || Boolean(dirtyFields.reservationTime || dirtyFields.reservationDate || dirtyFields.numberOfAdults || dirtyFields.numberOfChildren);
  // A past time is the server's to refuse ('Reservation time must be in the future.'): no override for it.
  const refusedHere = timeChanged && chosenTime && !slotAt.get(chosenTime.slice(0, 5))?.reasons.includes('PAST') ? whyNot(chosenTime) : null;
  const [refusedByServer, setRefusedByServer] = useState<string | null>(null);
  const needsReason = refusedHere ?? refusedByServer;

  const locks = useMemo(() => {
    const map = new Map<EditableField, string>();
    if (base) for (const f of fieldStates(base.displayStatus, base.timeState)) if (!f.editable) map.set(f.field, f.reason!);
    return map;
  }, [base]);
  const lock = (field: EditableField) => (locks.has(field) ? { disabled: true, helper: t(locks.get(field)!) } : { disabled: false, helper: undefined });
  const errorOf = (field: FieldPath<FormValues>) => {
    const message = (formState.errors as Record<string, { message?: string } | undefined>)[field]?.message;
    return message ? translateServerMessage(message) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    if (needsReason && !values.availabilityOverride) return setFailure(t('availability.needReason'));
    try {
      if (!base) {
        const saved = await create.mutateAsync({ input: values as CreateReservationInput, idempotencyKey: idempotencyKey.current });
        for (const w of saved.warnings) enqueueSnackbar(t(`warnings.${w.code}`), { variant: 'warning' });
        enqueueSnackbar(t('dialog.created', { code: saved.code }), { variant: 'success' });
      } else {
        // Only what the host changed (and the rules allow) is sent.
        const dirty = Object.keys(dirtyFields) as Array<keyof UpdateReservationInput>;
        const input = Object.fromEntries(dirty.filter((f) => !locks.has(f as EditableField)).map((f) => [f, values[f as keyof FormValues]])) as UpdateReservationInput;
        const saved = await update.mutateAsync({ id: base.id, version: base.version, input });
        for (const w of saved.warnings) enqueueSnackbar(t(`warnings.${w.code}`), { variant: 'warning' });
        enqueueSnackbar(t('dialog.saved'), { variant: 'success' });
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && base && (error.details as { current?: Reservation })?.current) {
        const current = (error.details as { current: Reservation }).current;
        const fields: Array<keyof Reservation> = [
          'reservationDate',
          'reservationTime',
          'numberOfAdults',
          'numberOfChildren',
          'notes',
          'notesDiner',
          'staffNotes',
          'statusName',
          'customerFirstName',
          'customerLastName',
          'customerPhone',
        ];
        setStale({ current, changes: fields.filter((f) => JSON.stringify(current[f]) !== JSON.stringify(base[f])).map((f) => `${t(`fields.${f}`)}: ${String(current[f] ?? '—')}`) });
        return;
      }
      if (error instanceof ApiError && error.code === 'SLOT_UNAVAILABLE') {
        setRefusedByServer((error.details as { reasons: string[] }).reasons.map((r) => t(`availability.reasons.${r}`)).join(' · '));
        return;
      }
      setFailure(error instanceof ApiError ? translateServerMessage(error.message) : t('dialog.failed'));
    }
  });

  const saving = create.isPending || update.isPending;
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="booking-dialog-title">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="booking-dialog-title">{isEdit ? t('dialog.editTitle', { code: reservation!.code }) : t('dialog.newTitle')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {stale && (
              <Alert
                severity="warning"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      setBase(stale.current);
                      setStale(null);
                    }}
                  >
                    {t('dialog.keepMine')}
                  </Button>
                }
              >
                {t('dialog.staleIntro')}
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {stale.changes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </Box>
              </Alert>
            )}
            {base && locks.size > 0 && <Alert severity="info">{t(locks.values().next().value!)}</Alert>}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' } }}>
              <Controller
                name="reservationDate"
                control={control}
                render={({ field }) => (
                  <DatePicker
                    label={t('fields.reservationDate')}
                    value={field.value ? parseISO(field.value) : null}
                    onChange={(d) => field.onChange(d && !Number.isNaN(d.getTime()) ? format(d, 'yyyy-MM-dd') : '')}
                    disabled={lock('reservationDate').disabled}
                    slotProps={{ textField: { error: Boolean(errorOf('reservationDate')), helperText: errorOf('reservationDate') ?? lock('reservationDate').helper } }}
                  />
                )}
              />
              <TextField
                select
                label={t('fields.reservationTime')}
                disabled={lock('reservationTime').disabled}
                value={watch('reservationTime')}
                onChange={(e) => setValue('reservationTime', e.target.value, { shouldDirty: true, shouldValidate: true })}
                error={Boolean(errorOf('reservationTime'))}
                helperText={errorOf('reservationTime') ?? lock('reservationTime').helper}
              >
                {TIMES.map((time) => {
                  const why = whyNot(time);
                  return (
                    <MenuItem key={time} value={time} sx={why ? { color: 'text.disabled' } : undefined} aria-description={why ?? undefined}>
                      {time.slice(0, 5)}
                      {why && (
                        <Typography component="span" variant="caption" sx={{ ml: 1.5, color: 'text.secondary' }}>
                          {why}
                        </Typography>
                      )}
                    </MenuItem>
                  );
                })}
              </TextField>
              <TextField
                type="number"
                label={t('fields.numberOfAdults')}
                disabled={lock('numberOfAdults').disabled}
                slotProps={{ htmlInput: { min: 1, max: 500 } }}
                error={Boolean(errorOf('numberOfAdults'))}
                helperText={errorOf('numberOfAdults')}
                {...register('numberOfAdults', { valueAsNumber: true })}
              />
              <TextField
                type="number"
                label={t('fields.numberOfChildren')}
                disabled={lock('numberOfChildren').disabled}
                slotProps={{ htmlInput: { min: 0, max: 500 } }}
                {...register('numberOfChildren', { valueAsNumber: true })}
              />
            </Box>
            {needsReason && (
              <Alert severity="warning" role="status">
                {t('availability.refused', { time: chosenTime?.slice(0, 5), reasons: needsReason })}
                <TextField
                  size="small"
                  fullWidth
                  label={t('availability.overrideLabel')}
                  helperText={t('availability.overrideHelp')}
                  sx={{ mt: 1.5, bgcolor: 'background.paper' }}
                  {...register('availabilityOverride', { setValueAs: (v: string | undefined) => v?.trim() || undefined })}
                />
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1.2fr 1fr 1fr' } }}>
              <TextField
                label={t('fields.customerPhone')}
                type="tel"
                autoComplete="off"
                disabled={lock('customerPhone').disabled}
                error={Boolean(errorOf('customerPhone'))}
                helperText={errorOf('customerPhone') ?? (match ? t('dialog.knownGuest', { name: `${match.firstName} ${match.lastName}`.trim(), count: match.visits }) : lock('customerPhone').helper)}
                {...register('customerPhone')}
              />
              <TextField
                label={t('fields.customerFirstName')}
                disabled={lock('customerFirstName').disabled}
                error={Boolean(errorOf('customerFirstName'))}
                helperText={errorOf('customerFirstName')}
                {...register('customerFirstName')}
              />
              <TextField label={t('fields.customerLastName')} disabled={lock('customerLastName').disabled} {...register('customerLastName')} />
            </Box>
            {match && !isEdit && !watch('customerFirstName') && (
              <Box>
                <Button
                  size="small"
                  onClick={() => {
                    setValue('customerFirstName', match.firstName, { shouldDirty: true });
                    setValue('customerLastName', match.lastName, { shouldDirty: true });
                  }}
                >
                  {t('dialog.useGuest', { name: `${match.firstName} ${match.lastName}`.trim() })}
                </Button>
              </Box>
            )}
            {!lock('tableIds').disabled && (
              <TableSuggestions
                outletId={outletId}
                pax={(Number(watch('numberOfAdults')) || 0) + (Number(watch('numberOfChildren')) || 0)}
                date={watch('reservationDate')}
                time={watch('reservationTime')}
                reservationId={base?.id}
                selected={watch('tableIds') ?? []}
                onPick={(ids) => setValue('tableIds', ids, { shouldDirty: true })}
              />
            )}
            <Controller
              name="tableIds"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  label={t('fields.tableIds')}
                  disabled={lock('tableIds').disabled}
                  helperText={lock('tableIds').helper ?? t('dialog.tablesHelp')}
                  value={field.value ?? []}
                  onChange={(e) => field.onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
                  slotProps={{ select: { multiple: true, renderValue: (ids) => (ids as string[]).map((id) => areas.flatMap((a) => a.tables).find((tb) => tb.id === id)?.name ?? '').join(', ') } }}
                >
                  {areas.flatMap((area) => [
                    <ListSubheader key={area.id}>{area.displayName}</ListSubheader>,
                    ...area.tables
                      .filter((tb) => tb.enabled)
                      .map((tb) => (
                        <MenuItem key={tb.id} value={tb.id}>
                          {t('dialog.tableOption', { name: tb.name, min: tb.minPax, max: tb.maxPax })}
                        </MenuItem>
                      )),
                  ])}
                </TextField>
              )}
            />
            <TextField label={t('fields.notesDiner')} multiline minRows={2} disabled={lock('notesDiner').disabled} helperText={lock('notesDiner').helper} {...register('notesDiner')} />
            <Box>
              <Button size="small" onClick={() => setMore((m) => !m)} aria-expanded={more}>
                {more ? t('dialog.less') : t('dialog.more')}
              </Button>
            </Box>
            <Collapse in={more} unmountOnExit>
              <Stack spacing={2}>
                <Controller
                  name="occasions"
                  control={control}
                  render={({ field }) => (
                    <TextField
                      select
                      label={t('fields.occasions')}
                      disabled={lock('occasions').disabled}
                      value={field.value ?? []}
                      onChange={(e) => field.onChange(e.target.value)}
                      slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).map((o) => t(`occasions.${o}`)).join(', ') } }}
                    >
                      {OCCASIONS.map((o) => (
                        <MenuItem key={o} value={o}>
                          {t(`occasions.${o}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <Controller
                  name="tagIds"
                  control={control}
                  render={({ field }) => (
                    <TextField
                      select
                      label={t('fields.tagIds')}
                      disabled={lock('tagIds').disabled}
                      value={field.value ?? []}
                      onChange={(e) => field.onChange(e.target.value)}
                      slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).map((id) => tags.find((tg) => tg.id === id)?.title ?? '').join(', ') } }}
                    >
                      {tags.map((tg) => (
                        <MenuItem key={tg.id} value={tg.id}>
                          {tg.title}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <TextField label={t('fields.notes')} multiline minRows={2} disabled={lock('notes').disabled} {...register('notes')} />
                <TextField label={t('fields.staffNotes')} multiline minRows={2} disabled={lock('staffNotes').disabled} {...register('staffNotes')} />
              </Stack>
            </Collapse>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('dialog.close')}</Button>
          <Button type="submit" variant="contained" loading={saving} disabled={Boolean(base) && !base?.editable}>
            {isEdit ? t('dialog.save') : t('dialog.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
