import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/**
 * A fixed palette as a row of swatches, one chosen (a radio group a keyboard can walk). Each swatch
 * is named by `nameOf` (else by its colour code); a swatch named otherwise shows its code on hover.
 */
export function SwatchPicker<C extends string>({
  label,
  colours,
  value,
  onChange,
  nameOf = (c) => c,
}: {
  label: string;
  colours: readonly C[];
  value: string | undefined;
  onChange: (colour: C) => void;
  nameOf?: (colour: C, index: number) => string;
}) {
  const labelId = useId();
  return (
    <div>
      <Typography variant="subtitle2" id={labelId} gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" role="radiogroup" aria-labelledby={labelId} sx={{ gap: 1, flexWrap: 'wrap' }}>
        {colours.map((c, i) => {
          const name = nameOf(c, i);
          return (
            <Box
              key={c}
              component="button"
              type="button"
              role="radio"
              aria-checked={value === c}
              aria-label={name}
              title={name === c ? undefined : c}
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
          );
        })}
      </Stack>
    </div>
  );
}
