import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { translateFieldMessage } from '../lib/server-messages';

/**
 * A reason the record keeps (an erasure, support opening an outlet), checked by the domain's schema
 * once the field is left or the form is sent, so an empty box is not red before anyone typed.
 */
export function useReason(schema: ZodType<string>) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const check = schema.safeParse(value);
  return {
    value,
    setValue,
    touch: () => setTouched(true),
    error: touched && !check.success ? translateFieldMessage(check.error.issues[0]?.message) : undefined,
    /** the reason to send, or null while the schema refuses it */
    parsed: check.success ? check.data : null,
  };
}

export function ReasonField({
  reason,
  label,
  placeholder,
  hint = ' ',
  maxLength,
}: {
  reason: ReturnType<typeof useReason>;
  label: string;
  placeholder: string;
  hint?: string;
  maxLength?: number;
}) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={reason.value}
      onChange={(e) => reason.setValue(e.target.value)}
      onBlur={reason.touch}
      error={Boolean(reason.error)}
      helperText={reason.error ?? hint}
      slotProps={maxLength ? { htmlInput: { maxLength } } : undefined}
      required
      fullWidth
      multiline
      minRows={2}
      autoFocus
    />
  );
}
