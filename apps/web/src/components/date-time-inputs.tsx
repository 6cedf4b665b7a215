import type { SxProps, Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { format, isValid, parse } from 'date-fns';
import { useState, type ReactNode, type Ref } from 'react';
import { DatePickerLocale } from '../i18n/date-picker-locale';
import { TIME_FORMAT } from '../i18n/format';

/**
 * A date and a time as forms keep them ('yyyy-MM-dd', 'HH:mm') in the pickers of i18n/format.tsx,
 * so every date and time a host types or picks is written as their language writes it, on the one
 * 24-hour clock; native inputs follow the browser's language instead (Chinese "26-11-23", a 12-hour
 * clock in the service editor). An unfinished or impossible entry reaches the form as '', which its
 * schema refuses in the host's words.
 */

interface InputProps {
  label: string;
  name?: string;
  /** react-hook-form's, so a refused form focuses this field */
  ref?: Ref<HTMLInputElement>;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

const REFERENCE_DAY = new Date(2000, 0, 1);
/** A 15-minute list to pick from, in one column like a calendar app's; any minute can be typed. */
const TIME_STEPS = { hours: 1, minutes: 15, seconds: 5 };

function textFieldProps({ error, helperText, size, onBlur, sx, autoFocus, name, ref }: InputProps) {
  return { textField: { error, helperText, size, onBlur, sx, autoFocus, name, inputRef: ref } };
}

/**
 * The picker's own value: a half-typed entry is an invalid Date the picker must get back as it gave
 * it (handing it null would wipe the parts already typed); the form hears the text, and a change
 * the form makes itself (a reset, another field's rule) replaces what the picker holds.
 */
function usePickerValue(
  text: string | null | undefined,
  parse: (text: string) => Date,
  write: (date: Date) => string,
  onChange: (text: string) => void,
) {
  const fromText = (t: string | null | undefined) => {
    const date = t ? parse(t) : null;
    return date && isValid(date) ? date : null;
  };
  const [held, setHeld] = useState(() => ({ text: text ?? '', date: fromText(text) }));
  if ((text ?? '') !== held.text) setHeld({ text: text ?? '', date: fromText(text) });
  const change = (date: Date | null) => {
    const next = date && isValid(date) ? write(date) : '';
    setHeld({ text: next, date });
    onChange(next);
  };
  return [held.date, change] as const;
}

const readTime = (text: string) => parse(text.slice(0, 5), TIME_FORMAT, REFERENCE_DAY);
const writeTime = (time: Date) => format(time, TIME_FORMAT);
const readDate = (text: string) => parse(text, 'yyyy-MM-dd', REFERENCE_DAY);
/** A year still being typed ("0202") is not a date yet. */
const writeDate = (date: Date) => (date.getFullYear() >= 1000 ? format(date, 'yyyy-MM-dd') : '');

export function TimeInput(props: InputProps) {
  const { label, disabled } = props;
  const [value, onChange] = usePickerValue(props.value, readTime, writeTime, props.onChange);
  return (
    <DatePickerLocale>
      <TimePicker
        label={label}
        ampm={false}
        format={TIME_FORMAT}
        timeSteps={TIME_STEPS}
        thresholdToRenderTimeInASingleColumn={96}
        value={value}
        onChange={onChange}
        disabled={disabled}
        slotProps={textFieldProps(props)}
      />
    </DatePickerLocale>
  );
}

export function DateInput({ onAccept, ...props }: InputProps & { onAccept?: (value: string) => void }) {
  const { label, disabled } = props;
  const [value, onChange] = usePickerValue(props.value, readDate, writeDate, props.onChange);
  return (
    <DatePickerLocale>
      <DatePicker
        label={label}
        value={value}
        onChange={onChange}
        onAccept={onAccept && ((date) => date && isValid(date) && writeDate(date) && onAccept(writeDate(date)))}
        disabled={disabled}
        slotProps={textFieldProps(props)}
      />
    </DatePickerLocale>
  );
}
