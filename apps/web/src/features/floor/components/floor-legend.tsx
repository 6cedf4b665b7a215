import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { TABLE_STATUS_COLOURS } from '@host/domain/floor/palette';
import { TABLE_STATUS, type TableStatusName } from '@host/domain/statuses';
import { useTranslation } from 'react-i18next';
import { TableStatusIcon } from './table-status-icon';

/** The table colours, named, so colour is never the only signal. */
export function FloorLegend({ counts }: { counts?: Map<number, number> }) {
  const { t } = useTranslation('floor');
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  return (
    <Stack direction="row" component="ul" aria-label={t('legend')} sx={{ gap: 1.5, flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}>
      {(Object.keys(TABLE_STATUS) as TableStatusName[]).map((name) => {
        const strong = dark ? TABLE_STATUS_COLOURS[name].darkColor : TABLE_STATUS_COLOURS[name].color;
        return (
          <Stack key={name} component="li" direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
            <Box
              sx={{
                width: 22,
                height: 22,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                borderRadius: 0.5,
                border: 2,
                borderColor: strong,
                bgcolor: alpha(strong, dark ? 0.22 : 0.12),
                backgroundImage:
                  name === 'BLOCKED' ? `repeating-linear-gradient(45deg, ${alpha(strong, 0.4)} 0 3px, transparent 3px 6px)` : undefined,
              }}
            >
              <TableStatusIcon status={TABLE_STATUS[name]} size={14} />
            </Box>
            <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {t(`tableStatus.${name}`)}
              {counts ? ` ${counts.get(TABLE_STATUS[name]) ?? 0}` : ''}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
