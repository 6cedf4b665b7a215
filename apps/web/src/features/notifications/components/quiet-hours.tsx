import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchWithHint } from '../../../components/settings-parts';
import type { NotificationSettingsFormValues } from '@host/domain/notifications/contract';

/** The hours no message is sent in (it waits for their end); off, a message goes when it is due. */
export function QuietHours({ control, errorText }: { control: Control<NotificationSettingsFormValues>; errorText: string | undefined }) {
  const { t } = useTranslation('notifications');
  const start = useWatch({ control, name: 'quietStart' });
  return (
    <Stack spacing={1}>
      <Controller
        control={control}
        name="quietStart"
        render={({ field: startField }) => (
          <Controller
            control={control}
            name="quietEnd"
            render={({ field: endField }) => (
              <>
                <SwitchWithHint
                  checked={start !== null}
                  onChange={(on) => {
                    startField.onChange(on ? '22:00' : null);
                    endField.onChange(on ? '08:00' : null);
                  }}
                  label={t('settings.quiet')}
                  hint={t('settings.quietHint')}
                  strong
                />
                {start !== null && (
                  <Stack direction="row" spacing={2} sx={{ pl: { sm: 6 } }}>
                    <ClockSelect label={t('settings.quietFrom')} value={startField.value ?? ''} onChange={startField.onChange} />
                    <ClockSelect
                      label={t('settings.quietTo')}
                      value={endField.value ?? ''}
                      onChange={endField.onChange}
                      errorText={errorText}
                    />
                  </Stack>
                )}
              </>
            )}
          />
        )}
      />
    </Stack>
  );
}

/** Half hours through the day, on Host's 24-hour clock whatever the browser's own. */
const CLOCK_CHOICES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

function ClockSelect({
  label,
  value,
  onChange,
  errorText,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorText?: string;
}) {
  const choices = CLOCK_CHOICES.includes(value) || !value ? CLOCK_CHOICES : [...CLOCK_CHOICES, value].sort();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: 140 }}
      error={Boolean(errorText)}
      helperText={errorText}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {choices.map((clock) => (
        <MenuItem key={clock} value={clock}>
          {clock}
        </MenuItem>
      ))}
    </TextField>
  );
}
