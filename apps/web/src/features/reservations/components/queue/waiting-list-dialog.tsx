import { zodResolver } from '../../../../lib/zod-resolver';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRANSLATION_LANGUAGES } from '@host/domain/locales';
import { waitingListEntryInputSchema, type WaitingListEntryFields, type WaitingListEntryInput } from '@host/domain/waitlist/waiting-list';
import { enqueueSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog';
import { useFormat } from '../../../../i18n/format';
import { LANGUAGE_NAMES } from '../../../../layout/language-switcher';
import { fieldState } from '../../../../lib/field-message';
import { reasonOf, translateError } from '../../../../lib/server-messages';
import { ApiError } from '../../../../lib/http';
import { useWaitingListChanges } from '../../api/waiting-list';
import { PartySizeToggles } from '../party-size-toggles';

/** A blank optional field is sent as absent: the schema checks an email only when one is given. */
const blankAsAbsent = (value: string | undefined) => value?.trim() || undefined;

/** The guest-facing words of two refusals, said as a host needs them (this dialog is staff's). */
const STAFF_REFUSALS: Record<string, string> = {
  waitlistAlreadyOn: 'waitlist.alreadyOn',
  waitlistClosed: 'waitlist.closedForDay',
};

export interface WaitingListDialogProps {
  outletId: string;
  date: string;
  /** the quarter hours the guest's window is picked from, and the window it opens with */
  times: { choices: string[]; suggested: { windowStart: string; windowEnd: string }; fromNow: boolean };
  onClose: () => void;
}

/**
 * A guest put on the day's waiting list by a host (a call, a guest at the door for later): the window
 * they could come in, opened with the next two hours chosen; their party, a tap for its size; a name
 * and the phone their offer is sent to, in the language they chose.
 */
export function WaitingListDialog({ outletId, date, times, onClose }: WaitingListDialogProps) {
  const { t } = useTranslation('reservations');
  const format = useFormat();
  const { add } = useWaitingListChanges(outletId);
  const key = useRef(crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm<WaitingListEntryInput, unknown, WaitingListEntryFields>({
    resolver: zodResolver(waitingListEntryInputSchema),
    mode: 'onTouched',
    defaultValues: {
      date,
      ...times.suggested,
      numberOfAdults: 2,
      numberOfChildren: 0,
      customerFirstName: '',
      customerLastName: '',
      customerPhone: '',
      language: format.locale.language,
    },
  });
  const errors = formState.errors;
  const save = async (input: WaitingListEntryFields) => {
    setFailure(null);
    try {
      await add.mutateAsync({ input, idempotencyKey: key.current });
      enqueueSnackbar(t('waitlist.added', { name: input.customerFirstName }), { variant: 'success' });
      onClose();
    } catch (error) {
      const staffWords = error instanceof ApiError ? STAFF_REFUSALS[reasonOf(error.details).reason ?? ''] : undefined;
      setFailure(staffWords ? t(staffWords) : translateError(error, t('dialog.failed')));
    }
  };
  return (
    <FormDialog
      title={t('waitlist.addTitle')}
      onSubmit={handleSubmit(save)}
      onClose={onClose}
      busy={add.isPending}
      submit={{ label: t('waitlist.add') }}
    >
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t('waitlist.forDay', { day: format.calendarDay(date) })}</Typography>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Stack spacing={0.5}>
          <Stack direction="row" sx={{ gap: 2 }}>
            <TimeSelect control={control} name="windowStart" label={t('waitlist.from')} choices={times.choices} />
            <TimeSelect control={control} name="windowEnd" label={t('waitlist.until')} choices={times.choices} />
          </Stack>
          {/* The window was chosen for the host (docs/ui.md): it says so. */}
          <Typography variant="body2" color="text.secondary">
            {t(times.fromNow ? 'waitlist.windowFromNow' : 'waitlist.windowFromOpening')}
          </Typography>
        </Stack>
        <div>
          <Typography variant="subtitle2" id="waitlist-pax" gutterBottom>
            {t('walkIn.howMany')}
          </Typography>
          <Controller
            control={control}
            name="numberOfAdults"
            render={({ field, fieldState: state }) => (
              <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <PartySizeToggles value={field.value} onChange={field.onChange} labelledBy="waitlist-pax" />
                <TextField
                  label={t('walkIn.paxOther')}
                  type="number"
                  value={field.value}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  onBlur={field.onBlur}
                  {...fieldState(state.error)}
                  slotProps={{ htmlInput: { min: 1, max: 100, inputMode: 'numeric' } }}
                  sx={{ width: 110 }}
                />
              </Stack>
            )}
          />
        </div>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            label={t('queue.children')}
            type="number"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { min: 0, max: 100, inputMode: 'numeric' } }}
            {...register('numberOfChildren', { valueAsNumber: true })}
            {...fieldState(errors.numberOfChildren)}
          />
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <TextField select label={t('waitlist.language')} sx={{ flex: 1 }} {...field} {...fieldState(undefined)}>
                {TRANSLATION_LANGUAGES.map((language) => (
                  <MenuItem key={language} value={language} lang={language}>
                    {LANGUAGE_NAMES[language]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            label={t('waitlist.firstName')}
            required
            sx={{ flex: 1 }}
            {...register('customerFirstName')}
            {...fieldState(errors.customerFirstName)}
          />
          <TextField
            label={t('waitlist.lastName')}
            sx={{ flex: 1 }}
            {...register('customerLastName')}
            {...fieldState(errors.customerLastName)}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            label={t('waitlist.phone')}
            type="tel"
            required
            sx={{ flex: 1 }}
            {...register('customerPhone')}
            {...fieldState(errors.customerPhone, t('waitlist.phoneHelp'))}
          />
          <TextField
            label={t('waitlist.email')}
            type="email"
            sx={{ flex: 1 }}
            {...register('customerEmail', { setValueAs: blankAsAbsent })}
            {...fieldState(errors.customerEmail, t('waitlist.emailHelp'))}
          />
        </Stack>
        <TextField label={t('queue.notes')} {...register('notes', { setValueAs: blankAsAbsent })} {...fieldState(errors.notes)} />
      </Stack>
    </FormDialog>
  );
}

/** A window's first or last time, picked from the day's quarter hours; its error (the end before the start) in the host's words. */
function TimeSelect({
  control,
  name,
  label,
  choices,
}: {
  control: Control<WaitingListEntryInput, unknown, WaitingListEntryFields>;
  name: 'windowStart' | 'windowEnd';
  label: string;
  choices: string[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: state }) => (
        <TextField select label={label} sx={{ flex: 1 }} {...field} value={field.value.slice(0, 5)} {...fieldState(state.error)}>
          {choices.map((time) => (
            <MenuItem key={time} value={time}>
              {time}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
