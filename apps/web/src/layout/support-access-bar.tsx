import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Session } from '@host/domain/auth';
import { useTranslation } from 'react-i18next';

/**
 * Support staff acting for an outlet (SPEC.md section 6, impersonation) see it on every page, in a
 * colour no outlet's own screen has (issue 19: small grey text was missed).
 */
export function SupportAccessBar({ session }: { session: Session }) {
  const { t } = useTranslation();
  if (!session.userInfo?.isImpersonation) return null;
  return (
    <Box
      role="note"
      aria-label={t('account.impersonating')}
      data-testid="support-access-bar"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, px: 2, py: 0.5, bgcolor: '#8A1C5A', color: '#FFFFFF' }}
    >
      <SupportAgentIcon fontSize="small" />
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('account.supportBar', { email: session.userInfo.email, outlet: session.outlet?.outletName ?? '', brand: session.brand?.brandName ?? '' })}
      </Typography>
    </Box>
  );
}
