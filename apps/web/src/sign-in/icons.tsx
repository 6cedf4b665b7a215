import { PlainIcon } from '../components/plain-icons';

/** The page's few icons, plain SVG (components/plain-icons.tsx: no MUI on this page). */
export const ICON = {
  translate: <PlainIcon name="Translate" />,
  dark: <PlainIcon name="DarkModeOutlined" />,
  light: <PlainIcon name="LightModeOutlined" />,
};
