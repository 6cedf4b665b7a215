import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TICKET_COLOURS } from '@host/domain/tickets';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The fixed palette as a row of swatches, one chosen (a radio group a keyboard can walk). */
export function ColourField({ value, onChange }: { value: string; onChange: (colour: (typeof TICKET_COLOURS)[number]) => void }) {
  const { t } = useTranslation('tickets');
  const labelId = useId();
  return (
    <div>
      <Typography variant="subtitle2" id={labelId} gutterBottom>
        {t('form.colour')}
      </Typography>
      <Stack direction="row" role="radiogroup" aria-labelledby={labelId} sx={{ gap: 1, flexWrap: 'wrap' }}>
        {TICKET_COLOURS.map((c, i) => (
          <Box
            key={c}
            component="button"
            type="button"
            role="radio"
            aria-checked={value === c}
            aria-label={t('form.colourName', { n: i + 1 })}
            title={c}
            onClick={() => onChange(c)}
            sx={{
              width: 44,
              height: 44,
              borderRadius: '50%',
              bgcolor: c,
              border: 3,
              borderColor: value === c ? 'text.primary' : 'transparent',
              cursor: 'pointer',
              outlineOffset: 2,
            }}
          />
        ))}
      </Stack>
    </div>
  );
}
