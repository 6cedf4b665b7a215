import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Session } from '@host/domain/auth';
import { localePath, useLocale } from '../../../i18n/locale';
import { AuthLayout } from '../../auth';
import { ImpersonationBanner } from '../../support';

/** A v3 page's frame: what is happening, the way on, and signing out; support staff also see whose outlet it is. */
export function V3Notice({
  session,
  icon,
  title,
  text,
  children,
}: {
  session: Session | null | undefined;
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { subPath } = useLocale();
  return (
    <>
      {/* Support staff who opened a classic-host outlet see whose it is and can end it here too. */}
      {session && <ImpersonationBanner session={session} />}
      <AuthLayout>
        <Stack sx={{ alignItems: 'flex-start' }} spacing={2.5}>
          {icon}
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
          {children}
          <Button component={RouterLink} to={localePath(subPath, '/logout')} color="inherit">
            {t('account.signOut')}
          </Button>
        </Stack>
      </AuthLayout>
    </>
  );
}
