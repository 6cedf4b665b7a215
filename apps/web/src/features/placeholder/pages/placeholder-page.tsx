import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page of the shell whose tools arrive with a later feature: its title and what it will be for. */
export function PlaceholderPage({ page, children }: { page: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t(`pages.${page}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
          {t(`pages.${page}.sentence`)}
        </Typography>
      </Box>
      {children && (
        <Card variant="outlined" sx={{ p: 3 }}>
          {children}
        </Card>
      )}
    </Stack>
  );
}

export function NotFoundPage() {
  return <PlaceholderPage page="notFound" />;
}
