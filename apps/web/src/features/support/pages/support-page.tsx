import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SupportOutlet } from '@host/domain/support';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../../../state/session';
import { localePath, useLocale } from '../../../i18n/locale';
import { landingPath } from '../../auth';
import { useImpersonationAudit } from '../api/support';
import { AuditLog } from '../components/audit-log';
import { OutletSearch } from '../components/outlet-search';
import { ReasonDialog } from '../components/reason-dialog';

/**
 * /support (issue 15): support staff find any brand's outlet and open it as that outlet, with a
 * reason; below, the audit log of every impersonation and the writes made in it. Support staff only.
 */
export function SupportPage() {
  const { t } = useTranslation('support');
  const session = useSession().data;
  const locale = useLocale();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<SupportOutlet | null>(null);
  const isSupport = session?.userInfo?.kind === 'oddler';
  const audit = useImpersonationAudit(isSupport);
  if (!session) return null;
  if (session.userInfo?.kind !== 'oddler') return <Navigate replace to={localePath(locale.subPath, '/reservations')} />;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          {t('subtitle')}
        </Typography>
      </Box>
      <OutletSearch currentOutletId={session.userInfo.isImpersonation ? (session.outlet?.id ?? null) : null} onOpen={setOpening} />
      <AuditLog audit={audit} />
      {opening && (
        <ReasonDialog
          outlet={opening}
          onClose={() => setOpening(null)}
          onStarted={(next) => {
            setOpening(null);
            void navigate(landingPath(next, locale, null), { replace: true });
          }}
        />
      )}
    </Stack>
  );
}

export default SupportPage;
