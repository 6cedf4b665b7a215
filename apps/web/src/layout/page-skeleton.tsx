import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** In place of content while it loads: never a blank screen (docs/ui.md). */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" aria-label={t('status.loading', { defaultValue: 'Loading' })} sx={{ p: 3 }}>
      <Skeleton variant="text" width={240} height={44} />
      <Skeleton variant="text" width="60%" />
      <Stack spacing={1.5} sx={{ mt: 3 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    </Box>
  );
}
