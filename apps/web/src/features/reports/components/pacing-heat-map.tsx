import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { HeatSpec } from './section-model';

const LABEL_WIDTH = 44;
const HEADER_HEIGHT = 22;
const ROW_HEIGHT = 28;
const WIDTH = 720;
/** room after the last slot for an hour's label that starts there */
const RIGHT = 28;

/**
 * Covers per 15-minute slot by weekday as a grid of shades of the theme's primary colour (MUI X
 * Charts' heat map is in its paid Pro package; seven rows of slots need no more than an SVG). The
 * hours are marked across the top; the exact figures are the table beside it.
 */
export function PacingHeatMap({ spec }: { spec: HeatSpec }) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  if (!spec.slots.length || spec.max === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4 }}>
        {t('noFigures')}
      </Typography>
    );
  const cell = (WIDTH - LABEL_WIDTH) / spec.slots.length;
  const height = HEADER_HEIGHT + spec.rows.length * ROW_HEIGHT;
  const shade = (covers: number) =>
    covers === 0 ? theme.palette.action.hover : alpha(theme.palette.primary.main, 0.15 + 0.85 * (covers / spec.max));
  const text = { fill: theme.palette.text.secondary, fontSize: 11, fontFamily: theme.typography.fontFamily };
  return (
    <Stack spacing={1} aria-hidden sx={{ minWidth: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH + RIGHT} ${height}`}
        sx={{ width: '100%', maxWidth: 900, height: 'auto', display: 'block' }}
      >
        {spec.slots.map((slot, i) =>
          slot.endsWith(':00') ? (
            <text key={slot} x={LABEL_WIDTH + i * cell} y={14} style={text}>
              {slot}
            </text>
          ) : null,
        )}
        {spec.rows.map((row, r) => (
          <g key={row.key}>
            <text x={0} y={HEADER_HEIGHT + r * ROW_HEIGHT + ROW_HEIGHT / 2 + 4} style={text}>
              {row.label}
            </text>
            {spec.slots.map((slot, i) => (
              <rect
                key={slot}
                x={LABEL_WIDTH + i * cell + 1}
                y={HEADER_HEIGHT + r * ROW_HEIGHT + 1}
                width={Math.max(1, cell - 2)}
                height={ROW_HEIGHT - 2}
                rx={2}
                fill={shade(spec.values[r]![i]!)}
              >
                <title>{t('heatCell', { day: row.label, slot, count: spec.values[r]![i]! })}</title>
              </rect>
            ))}
          </g>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          {t('heatFewer')}
        </Typography>
        <Box
          sx={{
            width: 120,
            height: 10,
            borderRadius: 1,
            background: `linear-gradient(to right, ${alpha(theme.palette.primary.main, 0.15)}, ${theme.palette.primary.main})`,
          }}
        />
        <Typography variant="caption" color="text.secondary">
          {t('heatMore', { count: spec.max })}
        </Typography>
      </Stack>
    </Stack>
  );
}
