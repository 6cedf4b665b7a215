import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from '../layout/logo';

/**
 * The top of a guest's page (pay, manage): the restaurant's logo and name, as its booking page
 * shows them (issue 28: these pages said "Host"). Host's own mark stands in while the booking is
 * read, and on a link that names nothing.
 */
export function OutletHeader({
  outletName,
  logoUrl,
  children,
}: {
  outletName: string | undefined;
  logoUrl: string | null | undefined;
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" component="header" sx={{ alignItems: 'center', px: { xs: 1.5, sm: 3 }, py: 1.5, gap: 1.5, minWidth: 0 }}>
      {outletName ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, minWidth: 0 }} data-testid="outlet-header">
          {logoUrl && (
            <Box
              component="img"
              src={logoUrl}
              alt=""
              sx={{ width: 40, height: 40, borderRadius: 1.5, objectFit: 'cover', flexShrink: 0 }}
            />
          )}
          <Typography component="p" sx={{ fontWeight: 700, fontSize: 18, lineHeight: 1.25, overflowWrap: 'anywhere' }}>
            {outletName}
          </Typography>
        </Stack>
      ) : (
        <Logo />
      )}
      <Box sx={{ flexGrow: 1 }} />
      {children}
    </Stack>
  );
}

/** A guest's page (pay, manage): the outlet's header with the language choice, and the page's column centred below it. */
export function GuestPageFrame({
  outletName,
  logoUrl,
  languageSwitch,
  children,
}: {
  outletName: string | undefined;
  logoUrl: string | null | undefined;
  languageSwitch: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <OutletHeader outletName={outletName} logoUrl={logoUrl}>
        {languageSwitch}
      </OutletHeader>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: { xs: 'flex-start', sm: 'center' },
          px: { xs: 1.5, sm: 3 },
          pb: 6,
          pt: { xs: 0, sm: 2 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
