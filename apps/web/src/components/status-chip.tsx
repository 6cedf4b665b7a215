import Chip from '@mui/material/Chip';
import { alpha, useTheme } from '@mui/material/styles';
import type { DisplayStatus } from '@host/domain/reservations/display-status';
import { useTranslation } from 'react-i18next';
import { STATUS_STYLE } from './status-style';

export function StatusChip({ status, size = 'small' }: { status: DisplayStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('reservations');
  const theme = useTheme();
  const style = STATUS_STYLE[status];
  const color = theme.palette.mode === 'dark' ? style.darkColor : style.color;
  return (
    <Chip
      size={size}
      icon={style.icon}
      label={t(`status.${status}`)}
      data-status={status}
      sx={{
        fontWeight: 700,
        color,
        bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.18 : 0.12),
        textDecoration: style.strike ? 'line-through' : 'none',
        '& .MuiChip-icon': { color, fontSize: 16 },
      }}
    />
  );
}
