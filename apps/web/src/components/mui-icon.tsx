import { createSvgIcon } from '@mui/material/utils';
import { ICON_PATHS, type PlainIconName } from './plain-icons';

/** The same icon as an MUI icon component, where MUI draws it (a Chip's icon, a legend). */
export function muiIcon(name: PlainIconName) {
  return createSvgIcon(
    ICON_PATHS[name].map((d) => <path key={d} d={d} />),
    name,
  );
}
