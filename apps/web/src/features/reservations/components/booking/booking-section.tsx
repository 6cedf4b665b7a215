import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A framed part of the booking dialog (its payment, its messages to the guest): a heading with what
 * belongs beside it (a chip, an amount, an action; `asideAtEnd` pushes them to the far side), then its body.
 */
export function BookingSection({
  name,
  title,
  aside,
  asideAtEnd = false,
  children,
}: {
  /** names the section's heading id and test id: `${name}-heading`, `${name}-section` */
  name: string;
  title: string;
  aside?: ReactNode;
  asideAtEnd?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${name}-heading`}
      data-testid={`${name}-section`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: asideAtEnd ? 1 : undefined }}>
          <Typography
            id={`${name}-heading`}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, flexGrow: asideAtEnd ? 1 : undefined }}
          >
            {title}
          </Typography>
          {aside}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
