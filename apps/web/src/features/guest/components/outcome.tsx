import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Where the guest's visit ends (confirmed, cancelled, not found): one icon, one sentence, what next.
 * The heading takes focus when it appears, so a screen reader hears the answer after the tap.
 */
export function Outcome({
  icon,
  tone,
  title,
  text,
  detail,
  children,
}: {
  icon: ReactNode;
  tone: 'success' | 'warning' | 'error' | 'neutral';
  title: string;
  text: string;
  detail?: string;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
      <Box aria-hidden sx={{ color: tone === 'neutral' ? 'text.secondary' : `${tone}.main`, '& svg': { fontSize: 56 } }}>
        {icon}
      </Box>
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h1" sx={{ fontWeight: 700, lineHeight: 1.3, outline: 'none' }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {detail && <Typography sx={{ fontWeight: 500 }}>{detail}</Typography>}
      {children}
    </Stack>
  );
}

export function LoadingCard({ label }: { label: string }) {
  return (
    <Stack spacing={2} role="status" aria-label={label}>
      <Skeleton variant="rounded" width={96} height={24} />
      <Skeleton variant="text" width="70%" height={36} />
      <Skeleton variant="text" width="45%" />
      <Skeleton variant="text" width="85%" />
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={48} />
    </Stack>
  );
}
