import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { tableStatusName } from '@host/domain/statuses';
import { TABLE_STATUS_STYLE } from '../../../components/status-style';

/** A table status's own icon in its strong colour: the floor's second signal beside the colour. */
export function TableStatusIcon({ status, size = 16 }: { status: number; size?: number | string }) {
  const theme = useTheme();
  const name = tableStatusName(status);
  const style = TABLE_STATUS_STYLE[name];
  return (
    <Box
      component="span"
      aria-hidden
      data-icon={name}
      sx={{ display: 'inline-flex', color: theme.palette.mode === 'dark' ? style.darkColor : style.color, '& svg': { fontSize: size } }}
    >
      {style.icon}
    </Box>
  );
}
