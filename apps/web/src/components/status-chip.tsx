import Chip from '@mui/material/Chip';
import { alpha, useTheme } from '@mui/material/styles';
import type { DisplayStatus } from '@host/domain/reservations/display-status';
import { NO_STATUS_CHANGES, statusColourOf, type StatusUse } from '@host/domain/reservations/status-settings';
import { useTranslation } from 'react-i18next';
import { useOutletProfile } from '../app/outlet-profile';
import { useSession } from '../app/session';
import { STATUS_STYLE } from './status-style';

/** The signed-in outlet's own words and colours for statuses (/settings/status-management). */
export function useStatusUse(): StatusUse {
  const outletId = useSession().data?.outlet?.id;
  return useOutletProfile(outletId).data?.statusUse ?? NO_STATUS_CHANGES;
}

/**
 * A status as the host screen shows it: the outlet's word and colour if it chose them, else Host's,
 * with the status's icon either way. `use` previews looks not saved yet.
 */
export function StatusChip({ status, size = 'small', use }: { status: DisplayStatus; size?: 'small' | 'medium'; use?: StatusUse }) {
  const { t } = useTranslation('reservations');
  const theme = useTheme();
  const outletUse = useStatusUse();
  const looks = use ?? outletUse;
  const style = STATUS_STYLE[status];
  const colour = statusColourOf(status, looks);
  const color = theme.palette.mode === 'dark' ? colour.darkColor : colour.color;
  return (
    <Chip
      size={size}
      icon={style.icon}
      label={looks.looks[status]?.label ?? t(`status.${status}`)}
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
