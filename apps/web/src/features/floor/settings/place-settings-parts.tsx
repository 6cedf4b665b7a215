import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { FormEventHandler, ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { useOutletToday } from '../../../state/outlet-profile';
import { BlocksField } from './blocks-field';

/** What the page gives the dialog that adds or edits an area or a table: where its answer goes. */
export type PlaceDialogProps<Input> = { onSave: (input: Input) => void; onClose: () => void; busy?: boolean };

/** The dialog that adds or edits an area or a table: its names side by side on top, then its other settings. */
export function PlaceSettingsDialog({
  title,
  onSubmit,
  onClose,
  busy,
  names,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  busy?: boolean;
  names: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormDialog title={title} onSubmit={onSubmit} onClose={onClose} busy={busy}>
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
