import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { INTERVALS, serviceTimingInputSchema, type ServiceTimingInput } from '@host/domain/availability/schedules';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '../../../i18n/format';
import { FormDialog } from '../../../layout/FormDialog';
import { useSession } from '../../auth/api/session';
import { useAllAreas } from '../../floor/api/settings';
import { useOutletProfile } from '../../outlets/api/outlet-profile';
import { useTickets, type ServiceTiming } from '../api/schedules';

type FormInput = z.input<typeof serviceTimingInputSchema>;
/** As many fields a row as fit whole labels (Malay's are long). */
const fieldGrid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))' } as const;
const UNITS = ['minutes', 'hour', 'day', 'week', 'month', 'year'] as const;

type Props = { timing?: ServiceTiming; special?: boolean; onSave: (input: ServiceTimingInput) => void; onClose: () => void; busy?: boolean };

/**
 * A new service starts from the outlet's booking rules (/settings/booking-management): the form
 * opens once they are known (or failed to load), so nothing typed is ever replaced by them.
 */
export function ServiceTimingDialog(props: Props) {
  const outletId = useSession().data?.outlet?.id ?? '';
  const profile = useOutletProfile(outletId);
  if (!props.timing && profile.isPending) return null;
  const rules = profile.data;
  const fresh: FormInput = {
    name: '',
    isRecurring: !props.special,
    days: props.special ? [] : [1, 2, 3, 4, 5],
    specificDates: [],
    dailyStartTime: '18:00',
    dailyEndTime: '22:00',
    endsNextDay: false,
    diningInterval: rules?.reservationDiningInterval ?? 5400,
    intervalTime: (rules?.reservationIntervalTime ?? 900) as (typeof INTERVALS)[number],
    leadTime: rules?.reservationLeadTime ?? 3600,
    gracePeriod: rules?.reservationGracePeriod ?? 900,
    bookingOnline: true,
    isClosed: false,
    maxGuest: null,
    maxReservation: null,
    minPartySize: rules?.minPartySize ?? 1,
    maxPartySize: rules?.maxPartySize ?? 10,
    ticketId: null,
    showArea: false,
    isAllArea: true,
    areaIds: [],
    customPolicies: [],
  };
  return <ServiceTimingForm {...props} fresh={fresh} />;
}

/** A weekly service, or a special day's own hours (or closed), with its pacing and booking rules. */
function ServiceTimingForm({ timing, special, onSave, onClose, busy, fresh }: Props & { fresh: FormInput }) {
  const { t } = useTranslation('schedules');
  const { dateLocale } = useFormat();
  const outlet = useSession().data?.outlet;
  const areas = useAllAreas(outlet?.id ?? '');
  const tickets = useTickets(outlet?.brandId ?? '');
  const [more, setMore] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FormInput, unknown, ServiceTimingInput>({
    resolver: zodResolver(serviceTimingInputSchema),
    mode: 'onTouched',
    defaultValues: timing ? { ...timing, dailyStartTime: timing.dailyStartTime.slice(0, 5), dailyEndTime: timing.dailyEndTime.slice(0, 5) } : fresh,
  });
  const policies = useFieldArray({ control, name: 'customPolicies' });
  const message = (e: FieldError | undefined) => (e?.message ? t(`messages.${e.message}`, { defaultValue: e.message }) : undefined);
  const minutes = (name: 'diningInterval' | 'leadTime' | 'gracePeriod', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          type="number"
          label={label}
          value={field.value === null || field.value === undefined ? '' : Math.round(Number(field.value) / 60)}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value) * 60)}
          slotProps={{ htmlInput: { min: 0 } }}
          error={!!errors[name]}
          helperText={message(errors[name]) ?? t('fields.inMinutes')}
          fullWidth
        />
      )}
    />
  );
  const optionalNumber = (name: 'maxGuest' | 'maxReservation' | 'minPartySize' | 'maxPartySize' | 'maxPaxPerReservation' | 'minBookingTime' | 'maxBookingTime', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          type="number"
          label={label}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
          slotProps={{ htmlInput: { min: 1 } }}
          error={!!errors[name]}
          helperText={message(errors[name]) ?? ' '}
          fullWidth
        />
      )}
    />
  );
  const closed = watch('isClosed');
  const allAreas = watch('isAllArea');
  return (
    <FormDialog title={timing ? t('timing.edit', { name: timing.name }) : special ? t('special.add') : t('timing.add')} onSubmit={handleSubmit(onSave)} onClose={onClose} busy={busy} maxWidth="md">
      <Stack spacing={2}>
        <TextField label={t('fields.name')} {...register('name')} error={!!errors.name} helperText={message(errors.name) ?? t('fields.nameHint')} autoFocus />
        {special ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <Controller
              control={control}
              name="specificDates"
              render={({ field }) => (
                <Box>
                  <TextField
                    type="date"
                    label={t('fields.addDate')}
                    value=""
                    onChange={(e) => e.target.value && !(field.value ?? []).includes(e.target.value) && field.onChange([...(field.value ?? []), e.target.value].sort())}
                    error={!!errors.days}
                    helperText={message(errors.days as FieldError | undefined) ?? t('fields.datesHint')}
                    slotProps={{ inputLabel: { shrink: true } }}
                    sx={{ width: 220 }}
                  />
                  <Stack direction="row" component="ul" aria-label={t('fields.dates')} sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0, mt: 1, listStyle: 'none' }}>
                    {(field.value ?? []).map((d) => (
                      <li key={d}>
                        <Chip label={d} onDelete={() => field.onChange((field.value ?? []).filter((x) => x !== d))} />
                      </li>
                    ))}
                  </Stack>
                </Box>
              )}
            />
            <Controller
              control={control}
              name="isClosed"
              render={({ field }) => <FormControlLabel control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('fields.closedAllDay')} />}
            />
          </Stack>
        ) : (
          <Controller
            control={control}
            name="days"
            render={({ field }) => (
              <Box>
                <Typography variant="subtitle2" id="timing-days" gutterBottom>
                  {t('fields.days')}
                </Typography>
                <ToggleButtonGroup color="primary" value={field.value ?? []} onChange={(_, v: number[]) => field.onChange([...v].sort())} aria-labelledby="timing-days" sx={{ flexWrap: 'wrap' }}>
                  {[1, 2, 3, 4, 5, 6, 0].map((d) => (
                    <ToggleButton key={d} value={d} sx={{ minWidth: 56, minHeight: 44 }}>
                      {dateLocale.localize.day(d as 0, { width: 'abbreviated' })}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                {errors.days && (
                  <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
                    {message(errors.days as FieldError)}
                  </Typography>
                )}
              </Box>
            )}
          />
        )}
        {!closed && (
          <>
            <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
              <TextField type="time" label={t('fields.start')} {...register('dailyStartTime')} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 150 }} />
              <TextField
                type="time"
                label={t('fields.end')}
                {...register('dailyEndTime')}
                error={!!errors.dailyEndTime}
                helperText={message(errors.dailyEndTime) ?? ' '}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ width: 180 }}
              />
              <Controller
                control={control}
                name="endsNextDay"
                render={({ field }) => (
                  <FormControlLabel
                    sx={{ alignSelf: 'flex-start', mt: 1 }}
                    control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                    label={t('fields.endsNextDay')}
                  />
                )}
              />
              <Controller
                control={control}
                name="intervalTime"
                render={({ field }) => (
                  <TextField select label={t('fields.interval')} value={field.value} onChange={(e) => field.onChange(Number(e.target.value))} sx={{ width: 160 }}>
                    {INTERVALS.map((i) => (
                      <MenuItem key={i} value={i}>
                        {t('fields.everyMinutes', { count: i / 60 })}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <Box sx={fieldGrid}>
              {minutes('diningInterval', t('fields.diningInterval'))}
              {minutes('leadTime', t('fields.leadTime'))}
              {minutes('gracePeriod', t('fields.gracePeriod'))}
            </Box>
            <Box sx={fieldGrid}>
              {optionalNumber('maxGuest', t('fields.maxGuest'))}
              {optionalNumber('maxReservation', t('fields.maxReservation'))}
              {optionalNumber('minPartySize', t('fields.minPartySize'))}
              {optionalNumber('maxPartySize', t('fields.maxPartySize'))}
            </Box>
            <Controller
              control={control}
              name="bookingOnline"
              render={({ field }) => <FormControlLabel control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('fields.bookingOnline')} />}
            />
            <Controller
              control={control}
              name="ticketId"
              render={({ field }) => (
                <TextField select label={t('fields.ticket')} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value || null)} helperText={t('fields.ticketHint')} fullWidth>
                  <MenuItem value="">{t('fields.noTicket')}</MenuItem>
                  {(tickets.data ?? []).map((ticket) => (
                    <MenuItem key={ticket.id} value={ticket.id}>
                      <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: ticket.color, mr: 1, display: 'inline-block', flexShrink: 0 }} aria-hidden />
                      {ticket.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Box>
              <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
                <Controller
                  control={control}
                  name="isAllArea"
                  render={({ field }) => <FormControlLabel control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('fields.allAreas')} />}
                />
                <Controller
                  control={control}
                  name="showArea"
                  render={({ field }) => <FormControlLabel control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('fields.showArea')} />}
                />
              </Stack>
              {!allAreas && (
                <Controller
                  control={control}
                  name="areaIds"
                  render={({ field }) => (
                    <Box role="group" aria-labelledby="timing-areas">
                      <Typography variant="subtitle2" id="timing-areas">
                        {t('fields.areas')}
                      </Typography>
                      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                        {(areas.data ?? []).map((area) => (
                          <FormControlLabel
                            key={area.id}
                            label={area.displayName || area.name}
                            control={
                              <Checkbox
                                checked={(field.value ?? []).includes(area.id)}
                                onChange={(e) => field.onChange(e.target.checked ? [...(field.value ?? []), area.id] : (field.value ?? []).filter((id) => id !== area.id))}
                              />
                            }
                          />
                        ))}
                      </Stack>
                      {errors.areaIds && (
                        <Typography variant="caption" color="error" role="alert">
                          {message(errors.areaIds as FieldError)}
                        </Typography>
                      )}
                    </Box>
                  )}
                />
              )}
            </Box>
            <Box>
              <Button size="small" onClick={() => setMore((m) => !m)} aria-expanded={more}>
                {more ? t('fields.less') : t('fields.more')}
              </Button>
            </Box>
            <Collapse in={more} unmountOnExit>
              <Stack spacing={2}>
                {!special && (
                  <Stack direction="row" sx={{ gap: 2 }}>
                    <TextField
                      type="date"
                      label={t('fields.from')}
                      {...register('recurringStartDate', { setValueAs: (v: string | null) => v || null })}
                      slotProps={{ inputLabel: { shrink: true } }}
                      fullWidth
                    />
                    <TextField
                      type="date"
                      label={t('fields.until')}
                      {...register('recurringEndDate', { setValueAs: (v: string | null) => v || null })}
                      error={!!errors.recurringEndDate}
                      helperText={message(errors.recurringEndDate) ?? ' '}
                      slotProps={{ inputLabel: { shrink: true } }}
                      fullWidth
                    />
                  </Stack>
                )}
                <Box sx={fieldGrid}>{optionalNumber('maxPaxPerReservation', t('booking.maxPaxPerReservation'))}</Box>
                {(['min', 'max'] as const).map((edge) => (
                  <Stack key={edge} direction="row" sx={{ gap: 2 }}>
                    {optionalNumber(`${edge}BookingTime`, t(`fields.${edge}BookingTime`))}
                    <Controller
                      control={control}
                      name={`${edge}BookingTimeUnit`}
                      render={({ field }) => (
                        <TextField select label={t('fields.unit')} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value || null)} fullWidth helperText=" ">
                          <MenuItem value="">—</MenuItem>
                          {UNITS.map((u) => (
                            <MenuItem key={u} value={u}>
                              {t(`units.${u}`)}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    />
                  </Stack>
                ))}
                <Box>
                  <Typography variant="subtitle2" gutterBottom>
                    {t('fields.policies')}
                  </Typography>
                  <Stack spacing={1.5}>
                    {policies.fields.map((policy, index) => (
                      <Stack key={policy.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                        <Stack sx={{ flexGrow: 1, gap: 1 }}>
                          <TextField
                            size="small"
                            label={t('fields.policyTitle')}
                            {...register(`customPolicies.${index}.title`)}
                            error={!!errors.customPolicies?.[index]?.title}
                            helperText={errors.customPolicies?.[index]?.title ? t('fields.required') : undefined}
                          />
                          <TextField
                            size="small"
                            label={t('fields.policyText')}
                            multiline
                            minRows={2}
                            {...register(`customPolicies.${index}.description`)}
                            error={!!errors.customPolicies?.[index]?.description}
                            helperText={errors.customPolicies?.[index]?.description ? t('fields.required') : undefined}
                          />
                        </Stack>
                        <Tooltip title={t('fields.removePolicy')}>
                          <IconButton aria-label={t('fields.removePolicy')} onClick={() => policies.remove(index)}>
                            <DeleteOutlineIcon />
                          </IconButton>
                        </Tooltip>
                      </Stack>
                    ))}
                    {policies.fields.length < 10 && (
                      <Box>
                        <Button size="small" startIcon={<AddIcon />} onClick={() => policies.append({ title: '', description: '' })}>
                          {t('fields.addPolicy')}
                        </Button>
                      </Box>
                    )}
                  </Stack>
                </Box>
              </Stack>
            </Collapse>
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
