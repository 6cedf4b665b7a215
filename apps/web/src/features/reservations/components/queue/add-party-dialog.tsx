import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { queueEntryInputSchema, type QueueEntryFields, type QueueEntryInput } from '@host/domain/waitlist/queue';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog';
import { fieldState } from '../../../../lib/field-message';
import { translateError } from '../../../../lib/server-messages';
import { useQueueChanges } from '../../api/queue';
import { PartySizeToggles } from '../party-size-toggles';

/**
 * A party joins the door queue: a name and how many, a tap each (docs/ui.md); a phone for "your
 * table is ready" and a note if the host likes. The quote comes back from the server, from the floor.
 */
export function AddPartyDialog({ outletId, onClose }: { outletId: string; onClose: () => void }) {
  const { t } = useTranslation('reservations');
  const { add } = useQueueChanges(outletId);
  const key = useRef(crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm<QueueEntryInput, unknown, QueueEntryFields>({
    resolver: zodResolver(queueEntryInputSchema),
    mode: 'onTouched',
    defaultValues: { customerFirstName: '', numberOfAdults: 2, numberOfChildren: 0, customerPhone: '', notes: '' },
  });
  const errors = formState.errors;
  const save = async (input: QueueEntryFields) => {
    setFailure(null);
    try {
      // The quote shows on the party's row, where the host reads it to the guest: no toast over the queue.
      await add.mutateAsync({
        input: { ...input, customerPhone: input.customerPhone?.trim() || null, notes: input.notes?.trim() || null },
        idempotencyKey: key.current,
      });
      onClose();
    } catch (error) {
      setFailure(translateError(error, t('dialog.failed')));
    }
  };
  return (
    <FormDialog
      title={t('queue.addTitle')}
      onSubmit={handleSubmit(save)}
      onClose={onClose}
      busy={add.isPending}
      submit={{ label: t('queue.add') }}
    >
      <Stack spacing={2.5}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label={t('queue.name')}
          autoFocus
          required
          {...register('customerFirstName')}
          {...fieldState(errors.customerFirstName)}
        />
        <div>
          <Typography variant="subtitle2" id="queue-pax" gutterBottom>
            {t('walkIn.howMany')}
          </Typography>
          <Controller
            control={control}
            name="numberOfAdults"
            render={({ field, fieldState: state }) => (
              <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <PartySizeToggles value={field.value} onChange={field.onChange} labelledBy="queue-pax" />
                <TextField
                  label={t('walkIn.paxOther')}
                  type="number"
                  value={field.value}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  onBlur={field.onBlur}
                  {...fieldState(state.error)}
                  slotProps={{ htmlInput: { min: 1, max: 100, inputMode: 'numeric' } }}
                  sx={{ width: 120 }}
                />
              </Stack>
            )}
          />
        </div>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            label={t('walkIn.phoneOptional')}
            type="tel"
            sx={{ flex: 1 }}
            {...register('customerPhone')}
            {...fieldState(errors.customerPhone, t('queue.phoneHelp'))}
          />
          <TextField label={t('queue.notes')} sx={{ flex: 1 }} {...register('notes')} {...fieldState(errors.notes)} />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
