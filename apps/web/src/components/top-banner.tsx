import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A bar across the top of every page that says what state the app is in (offline, support staff
 * acting for the outlet), in bold beside its icon; `busy` adds a small spinner (still trying),
 * `action` a button at its end (a bar with one is tighter: the button gives it its height).
 */
export function TopBanner({
  icon,
  text,
  tone,
  busy = false,
  action,
  ...aria
}: {
  icon: ReactNode;
  text: ReactNode;
  tone: { bgcolor: string; color: string };
  busy?: boolean;
  action?: ReactNode;
  role: 'status' | 'note';
  'aria-live'?: 'polite';
  'aria-label'?: string;
  'data-testid': string;
}) {
  return (
    <Box
      {...aria}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: action ? 1.5 : 1,
        px: 2,
        py: action ? 0.5 : 0.75,
        ...tone,
      }}
    >
      {icon}
      <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 0 }}>
        {text}
      </Typography>
      {busy && <CircularProgress size={14} color="inherit" aria-hidden />}
      {action}
    </Box>
  );
}
