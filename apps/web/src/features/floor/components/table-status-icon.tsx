import { useTheme } from '@mui/material/styles';
import { TABLE_STATUS_COLOURS } from '@host/domain/floor/palette';
import { tableStatusName } from '@host/domain/statuses';
import { PlainIcon } from '../../../components/plain-icons';
import { TABLE_STATUS_ICON } from '../../../components/status-style';

/** A table status's own icon in its strong colour: the floor's second signal beside the colour. Plain SVG: a floor draws dozens. */
export function TableStatusIcon({ status, size = 16 }: { status: number; size?: number | string }) {
  const dark = useTheme().palette.mode === 'dark';
  const name = tableStatusName(status);
  const colours = TABLE_STATUS_COLOURS[name];
  return (
    <span aria-hidden data-icon={name} style={{ display: 'inline-flex', color: dark ? colours.darkColor : colours.color, fontSize: size }}>
      <PlainIcon name={TABLE_STATUS_ICON[name]} />
    </span>
  );
}
