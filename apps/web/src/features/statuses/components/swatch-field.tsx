import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { DISPLAY_STATUS_COLOURS, contrastRatio } from '@host/domain/floor/palette';
import type { DisplayStatus } from '@host/domain/reservations/display-status';
import { STATUS_SWATCHES } from '@host/domain/reservations/status-settings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The status's own colour, then the fixed swatches: a radio group a keyboard can walk (arrows move and choose). */
export function SwatchField({
  label,
  status,
  value,
  onChange,
}: {
  label: string;
  status: DisplayStatus;
  value: string | null;
  onChange: (colour: string | null) => void;
}) {
  const { t } = useTranslation('statuses');
  const theme = useTheme();
  const labelId = useId();
  const dark = theme.palette.mode === 'dark';
  const own = DISPLAY_STATUS_COLOURS[status];
  const options: Array<{ value: string | null; shown: string; name: string }> = [
    { value: null, shown: dark ? own.darkColor : own.color, name: t('colour.own') },
    ...STATUS_SWATCHES.filter((s) => s.color !== own.color).map((s, i) => ({
      value: s.color,
      shown: dark ? s.darkColor : s.color,
      name: t('colour.swatch', { n: i + 1 }),
    })),
  ];
  const chosen = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const move = (to: number) => onChange(options[(to + options.length) % options.length]!.value);
  return (
    <div>
      <Typography variant="caption" color="text.secondary" id={labelId} component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Stack
        direction="row"
        role="radiogroup"
        aria-labelledby={labelId}
        sx={{ gap: 0.75, flexWrap: 'wrap' }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight' || e.key === 'ArrowDown') move(chosen + 1);
          else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') move(chosen - 1);
          else return;
          e.preventDefault();
          const next =
            e.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')[
              (chosen + (e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length
            ];
          next?.focus();
        }}
      >
        {options.map((o, i) => (
          <Box
            key={o.value ?? 'own'}
            component="button"
            type="button"
            role="radio"
            aria-checked={i === chosen}
            aria-label={o.name}
            tabIndex={i === chosen ? 0 : -1}
            title={o.name}
            onClick={() => onChange(o.value)}
            sx={{
              width: 36,
              height: 36,
              borderRadius: '50%',
              bgcolor: o.shown,
              color: contrastRatio(o.shown, '#FFFFFF') >= 3 ? '#FFFFFF' : '#000000',
              border: 3,
              borderColor: i === chosen ? 'text.primary' : 'transparent',
              boxShadow: i === 0 ? `inset 0 0 0 2px ${theme.palette.background.paper}` : 'none',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
              p: 0,
              outlineOffset: 2,
            }}
          >
            {i === chosen && <CheckIcon fontSize="small" aria-hidden />}
          </Box>
        ))}
      </Stack>
    </div>
  );
}
