import { zodResolver } from '../../../../lib/zod-resolver';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { queueEntryInputSchema, type QueuedEntry } from '@host/domain/waitlist/queue';
import { z } from 'zod';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog';
import { fieldState } from '../../../../lib/field-message';
import { translateError } from '../../../../lib/server-messages';
import { useQueueChanges } from '../../api/queue';
import { useAreas } from '../../api/reservations';
import { PartySizeToggles } from '../party-size-toggles';

/** The form's schema: the domain's, with "any area" as the select's empty choice and an email left empty allowed. */
const partyFormSchema = queueEntryInputSchema.extend({
  customerEmail: z.union([z.literal(''), queueEntryInputSchema.shape.customerEmail.unwrap().unwrap()]).optional(),
  areaId: z
    .union([z.literal(''), z.uuid()])
    .nullable()
    .optional(),
});
type PartyFormInput = z.input<typeof partyFormSchema>;
type PartyFormFields = z.output<typeof partyFormSchema>;

const NEW_PARTY: PartyFormInput = {
  customerFirstName: '',
  numberOfAdults: 2,
  numberOfChildren: 0,
  customerPhone: '',
  customerEmail: '',
  notes: '',
  areaId: '',
};

const valuesOf = (party: QueuedEntry): PartyFormInput => ({
  customerFirstName: party.customerFirstName,
  customerLastName: party.customerLastName,
  numberOfAdults: party.numberOfAdults,
  numberOfChildren: party.numberOfChildren,
  customerPhone: party.customerPhone ?? '',
  customerEmail: party.customerEmail ?? '',
  notes: party.notes ?? '',
  areaId: party.areaId ?? '',
});

/**
 * A party joins the door queue, or is changed while it waits: a name and how many, a tap each
 * (docs/ui.md); children, a phone or an email for "your table is ready", the area it asked for and a note if the
 * host likes. The quote comes back from the server, from the floor, and shows on the party's row.
 */
export function PartyDialog({ outletId, party, onClose }: { outletId: string; party?: QueuedEntry; onClose: () => void }) {
  const { t } = useTranslation('reservations');
  const { add, edit } = useQueueChanges(outletId);
  const areas = (useAreas(outletId).data ?? []).filter((a) => a.enabled);
  const key = useRef(crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm<PartyFormInput, unknown, PartyFormFields>({
    resolver: zodResolver(partyFormSchema),
    mode: 'onTouched',
    defaultValues: party ? valuesOf(party) : NEW_PARTY,
  });
  const errors = formState.errors;
  const save = async (fields: PartyFormFields) => {
    setFailure(null);
    const input = {
      ...fields,
      customerPhone: fields.customerPhone?.trim() || null,
      customerEmail: fields.customerEmail?.trim() || null,
      notes: fields.notes?.trim() || null,
      areaId: fields.areaId || null,
    };
    try {
      if (party) await edit.mutateAsync({ entry: party, body: input });
      else await add.mutateAsync({ input, idempotencyKey: key.current });
      onClose();
    } catch (error) {
      setFailure(translateError(error, t('dialog.failed')));
    }
  };
  return (
    <FormDialog
      title={party ? t('queue.editTitle', { name: party.customerFirstName }) : t('queue.addTitle')}
      onSubmit={handleSubmit(save)}
      onClose={onClose}
      busy={add.isPending || edit.isPending}
      submit={party ? undefined : { label: t('queue.add') }}
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
            sx={{ width: { sm: 140 } }}
            slotProps={{ htmlInput: { min: 0, max: 100, inputMode: 'numeric' } }}
            {...register('numberOfChildren', { valueAsNumber: true })}
            {...fieldState(errors.numberOfChildren)}
          />
          <Controller
            control={control}
            name="areaId"
            render={({ field, fieldState: state }) => (
              <TextField select label={t('queue.area')} sx={{ flex: 1 }} {...field} value={field.value ?? ''} {...fieldState(state.error)}>
                <MenuItem value="">{t('queue.anyArea')}</MenuItem>
                {areas.map((a) => (
                  <MenuItem key={a.id} value={a.id}>
                    {a.displayName}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            label={t('walkIn.phoneOptional')}
            type="tel"
            sx={{ flex: 1 }}
            {...register('customerPhone')}
            {...fieldState(errors.customerPhone, t('queue.phoneHelp'))}
          />
          <TextField
            label={t('queue.emailOptional')}
            type="email"
            sx={{ flex: 1 }}
            {...register('customerEmail')}
            {...fieldState(errors.customerEmail, t('queue.emailHelp'))}
          />
        </Stack>
        <TextField label={t('queue.notes')} {...register('notes')} {...fieldState(errors.notes)} />
      </Stack>
    </FormDialog>
  );
}
