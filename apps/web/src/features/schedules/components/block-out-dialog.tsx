import { zodResolver } from '../../../lib/zod-resolver';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { blockOutInputSchema, type BlockOutInput } from '@host/domain/availability/schedules';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import type { BlockOut } from '../api/schedules';
import { fieldMessage, fieldState } from '../../../lib/field-message';
import { DateInput, TimeInput } from '../../../components/date-time-inputs';

/** A block-out day: the whole day or some hours, with a name, a reason guests may see, and staff notes. */
export function BlockOutDialog({
  blockOut,
  defaultDate,
  onSave,
  onClose,
  busy,
}: {
  blockOut?: BlockOut;
  defaultDate: string;
  onSave: (input: BlockOutInput) => void;
  onClose: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('schedules');
  const {
    control,
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<z.input<typeof blockOutInputSchema>, unknown, BlockOutInput>({
    resolver: zodResolver(blockOutInputSchema),
    mode: 'onTouched',
    defaultValues: blockOut
      ? { ...blockOut, startTime: blockOut.startTime?.slice(0, 5) ?? null, endTime: blockOut.endTime?.slice(0, 5) ?? null }
      : {
          date: defaultDate,
          entireDay: true,
          startTime: '18:00',
          endTime: '22:00',
          name: '',
          reason: null,
          showReason: false,
          reasonStaffNotes: null,
        },
  });
  // Opened before the outlet's today has loaded (right after a reload): the date fills in when it arrives.
  useEffect(() => {
    if (!blockOut && defaultDate && !getValues('date')) setValue('date', defaultDate);
  }, [blockOut, defaultDate, getValues, setValue]);
  const entireDay = watch('entireDay');
  const optional = { setValueAs: (v: string | null) => v?.trim() || null };
  return (
    <FormDialog
      title={blockOut ? t('blockOut.edit', { name: blockOut.name }) : t('blockOut.add')}
      onSubmit={handleSubmit(onSave)}
      onClose={onClose}
      busy={busy}
    >
      <Stack spacing={2}>
        <TextField label={t('fields.name')} {...register('name')} {...fieldState(errors.name, t('blockOut.nameHint'))} autoFocus />
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DateInput
                label={t('fields.date')}
                {...field}
                error={!!errors.date}
                helperText={fieldMessage(errors.date)}
                sx={{ width: 190 }}
              />
            )}
          />
          <Controller
            control={control}
            name="entireDay"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('blockOut.entireDay')}
              />
            )}
          />
        </Stack>
        {!entireDay && (
          <Stack direction="row" sx={{ gap: 2 }}>
            <Controller
              control={control}
              name="startTime"
              render={({ field }) => (
                <TimeInput label={t('fields.start')} {...field} {...fieldState(errors.startTime)} sx={{ width: 160 }} />
              )}
            />
            <Controller
              control={control}
              name="endTime"
              render={({ field }) => <TimeInput label={t('fields.end')} {...field} {...fieldState(errors.endTime)} sx={{ width: 200 }} />}
            />
          </Stack>
        )}
        <TextField label={t('blockOut.reason')} {...register('reason', optional)} multiline minRows={2} />
        <Controller
          control={control}
          name="showReason"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t('blockOut.showReason')}
            />
          )}
        />
        <TextField label={t('blockOut.staffNotes')} {...register('reasonStaffNotes', optional)} multiline minRows={2} />
      </Stack>
    </FormDialog>
  );
}
