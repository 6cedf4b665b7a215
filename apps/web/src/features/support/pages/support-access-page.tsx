import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useBrandRefusal } from '../../../state/roles';
import { useSession } from '../../../state/session';
import { useBrandSupportAudit } from '../api/support';
import { AuditLog } from '../components/audit-log';

/**
 * /settings/support-access (issue 27 point 4): the merchant reads every time Host's support staff
 * opened one of the brand's outlets, why, and what each write changed, field by field, as support
 * staff read it at /support. Outlet staff are told it is the merchant's (decision 025).
 */
export function SupportAccessPage() {
  const { t } = useTranslation('support');
  const session = useSession().data;
  const refused = useBrandRefusal('readSupportAudit');
  const audit = useBrandSupportAudit(session?.brand?.id, Boolean(session) && refused === null);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('access.title')}
        </Typography>
        <Typography color="text.secondary">{t('access.subtitle')}</Typography>
      </Box>
      {refused ? (
        <Alert severity="info" data-testid="support-access-refused">
          {t('access.merchantOnly')}
        </Alert>
      ) : (
        <AuditLog audit={audit} texts="access" />
      )}
    </Stack>
  );
}

export default SupportAccessPage;
