import { zodResolver } from '../../../lib/zod-resolver';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { FormEventHandler, ReactNode } from 'react';
import { Controller, useForm, type Control, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { useOutletToday } from '../../../state/outlet-profile';
import { BlocksField } from './blocks-field';

/** What the page gives the dialog that adds or edits an area or a table: where its answer goes. */
export type PlaceDialogProps<Input> = { onSave: (input: Input) => void; onClose: () => void; busy?: boolean };

/** What the dialog's Save and Cancel do, and whether it is saving. */
type PlaceDialogActions = { onSubmit: FormEventHandler<HTMLFormElement>; onClose: () => void; busy?: boolean };

/**
 * An area's or a table's form, checked by its schema once the host leaves a field, and `dialog`: what
 * its PlaceSettingsDialog takes, so Save sends the checked input to the page.
 */
export function usePlaceForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { onSave, onClose, busy }: PlaceDialogProps<Output>,
  defaultValues: DefaultValues<Input>,
) {
  const { control, register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  const dialog: PlaceDialogActions = { onSubmit: handleSubmit(onSave), onClose, busy };
  return { control, register, errors: formState.errors, dialog };
}

/** The dialog that adds or edits an area or a table: its names side by side on top, then its other settings. */
export function PlaceSettingsDialog({
  names,
  children,
  ...dialog
}: PlaceDialogActions & { title: string; names: ReactNode; children: ReactNode }) {
  return (
    <FormDialog {...dialog}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          {names}
        </Stack>
        {children}
      </Stack>
    </FormDialog>
  );
}

/** An area's or a table's times held back from bookings, in its form; a new one starts on the outlet's today. */
export function HeldBackTimesField<T extends FieldValues, C, O>({ control, name }: { control: Control<T, C, O>; name: Path<T> }) {
  const today = useOutletToday();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <BlocksField value={field.value ?? []} onChange={field.onChange} defaultDate={today} />}
    />
  );
}

/** An area's or a table's on/off settings (takes bookings, bookable online, …), a switch each with its label. */
export function OnOffSwitches<T extends FieldValues, C, O, N extends Path<T>>({
  control,
  names,
  labelOf,
}: {
  control: Control<T, C, O>;
  names: readonly N[];
  labelOf: (name: N) => string;
}) {
  return names.map((name) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label={labelOf(name)}
        />
      )}
    />
  ));
}
