import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { INTERVALS } from '@host/domain/availability/schedules';
import { useTranslation } from 'react-i18next';

/** How often a table can start (every 15, 30… minutes), for a service or as the outlet's own rule. */
export function IntervalSelect({
  value,
  onChange,
  hint,
  width,
}: {
  value: number;
  onChange: (seconds: number) => void;
  hint?: string;
  /** a fixed width in a row of fields; without it, the whole row's */
  width?: number;
}) {
  const { t } = useTranslation('schedules');
  return (
    <TextField
      select
      label={t('fields.interval')}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      helperText={hint}
      fullWidth={width === undefined}
      sx={width === undefined ? undefined : { width }}
    >
      {INTERVALS.map((i) => (
        <MenuItem key={i} value={i}>
          {t('fields.everyMinutes', { count: i / 60 })}
        </MenuItem>
      ))}
    </TextField>
  );
}
