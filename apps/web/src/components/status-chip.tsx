import Chip from '@mui/material/Chip';
import { alpha, useTheme } from '@mui/material/styles';
import type { DisplayStatus } from '@host/domain/reservations/display-status';
import { NO_STATUS_CHANGES, statusColourOf, type StatusUse } from '@host/domain/reservations/status-settings';
import { createContext, useContext, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useOutletProfile } from '../state/outlet-profile';
import { useSession } from '../state/session';
import { PlainIcon } from './plain-icons';
import { STATUS_ICON, STATUS_STYLE } from './status-style';
import './plain.css';

/** The signed-in outlet's own words and colours for statuses (/settings/status-management). */
export function useStatusUse(): StatusUse {
  const outletId = useSession().data?.outlet?.id;
  return useOutletProfile(outletId).data?.statusUse ?? NO_STATUS_CHANGES;
}

const StatusUseContext = createContext<StatusUse | null>(null);

/**
 * Reads the outlet's looks once for every chip below it: a book of 150 rows would otherwise hold
 * two query observers per chip (issue 16: they were a good part of drawing the book).
 */
export function StatusUseProvider({ children }: { children: ReactNode }) {
  return <StatusUseContext value={useStatusUse()}>{children}</StatusUseContext>;
}

type StatusChipProps = { status: DisplayStatus; size?: 'small' | 'medium'; use?: StatusUse };

/**
 * A status as the host screen shows it: the outlet's word and colour if it chose them, else Host's,
 * with the status's icon either way. `use` previews looks not saved yet.
 */
export function StatusChip(props: StatusChipProps) {
  const provided = useContext(StatusUseContext);
  if (props.use) return <StatusChipAs {...props} looks={props.use} />;
  return provided ? <StatusChipAs {...props} looks={provided} /> : <OwnLooksStatusChip {...props} />;
}

function OwnLooksStatusChip(props: StatusChipProps) {
  return <StatusChipAs {...props} looks={useStatusUse()} />;
}

function StatusChipAs({ status, size = 'small', looks }: StatusChipProps & { looks: StatusUse }) {
  const { t } = useTranslation('reservations');
  const theme = useTheme();
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

/**
 * The same chip drawn with plain elements (plain.css), for a list of hundreds (the book's rows): the looks of the nearest
 * StatusUseProvider, else Host's.
 */
export function PlainStatusChip({ status, t }: { status: DisplayStatus; t: TFunction }) {
  const looks = useContext(StatusUseContext) ?? NO_STATUS_CHANGES;
  const dark = useTheme().palette.mode === 'dark';
  const colour = statusColourOf(status, looks);
  const color = dark ? colour.darkColor : colour.color;
  return (
    <span
      className="hb-chip hb-chip-bold"
      data-status={status}
      style={{
        color,
        background: alpha(color, dark ? 0.18 : 0.12),
        textDecoration: STATUS_STYLE[status].strike ? 'line-through' : undefined,
      }}
    >
      <PlainIcon name={STATUS_ICON[status]} className="hb-status-icon" />
      {looks.looks[status]?.label ?? t(`status.${status}`, { ns: 'reservations' })}
    </span>
  );
}
