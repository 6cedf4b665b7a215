import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import type { BrandRefusal } from '@host/domain/roles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localePath, useLocale } from '../../../i18n/locale';

/** The add and edit pages: back to the list, the title and its actions, the form, any notice, then Cancel and Save. */
export function TicketPageFrame({
  title,
  actions,
  notice,
  onSubmit,
  busy,
  children,
}: {
  title: string;
  actions?: ReactNode;
  /** what a save was answered with, shown beside Save where the manager is looking */
  notice?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('tickets');
  const { subPath } = useLocale();
  const listPath = localePath(subPath, '/settings/tickets');
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 880 }}>
      <Stack spacing={2}>
        <Box>
          <Button component={RouterLink} to={listPath} startIcon={<ArrowBackIcon />} sx={{ ml: -1 }}>
            {t('form.back')}
          </Button>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
          <Typography variant="h4" component="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {actions && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
              {actions}
            </Stack>
          )}
        </Stack>
        {children}
        {notice}
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', pb: 2 }}>
          <Button component={RouterLink} to={listPath}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('form.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The add and edit pages for a session that may not change tickets (decision 025): back to the list, and why. */
export function TicketPageRefused({ title, reason }: { title: string; reason: BrandRefusal }) {
  const { t } = useTranslation('tickets');
  const { subPath } = useLocale();
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, alignItems: 'flex-start' }}>
      <Button component={RouterLink} to={localePath(subPath, '/settings/tickets')} startIcon={<ArrowBackIcon />} sx={{ ml: -1 }}>
        {t('form.back')}
      </Button>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Alert severity="info">{t(`roles.${reason}`)}</Alert>
    </Stack>
  );
}
