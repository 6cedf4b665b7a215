import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Button from '@mui/material/Button';
import type { Session } from '@host/domain/auth';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TopBanner } from '../../../components/top-banner';
import { localePath, useLocale } from '../../../i18n/locale';
import { translateError } from '../../../lib/server-messages';
import { useEndImpersonation } from '../api/support';

/**
 * Support staff acting for an outlet (docs/rules.md section 6, impersonation) see it on every page, in a
 * colour no outlet's own screen has (issue 19: small grey text was missed), with the reason they gave
 * and the way out: End goes back to no outlet, at /support (issue 15).
 */
export function ImpersonationBanner({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { subPath } = useLocale();
  const navigate = useNavigate();
  const end = useEndImpersonation();
  if (!session.userInfo?.isImpersonation) return null;
  const outlet = session.outlet?.outletName ?? '';
  const finish = () =>
    end.mutate(undefined, {
      onSuccess: () => void navigate(localePath(subPath, '/support'), { replace: true }),
      onError: (error) => enqueueSnackbar(translateError(error, t('errors.unexpected')), { variant: 'error' }),
    });
  return (
    <TopBanner
      role="note"
      aria-label={t('account.impersonating')}
      data-testid="support-access-bar"
      tone={{ bgcolor: '#8A1C5A', color: '#FFFFFF' }}
      icon={<SupportAgentIcon fontSize="small" aria-hidden />}
      text={t('account.supportBar', {
        email: session.userInfo.email,
        outlet,
        brand: session.brand?.brandName ?? '',
        reason: session.userInfo.impersonation?.reason ?? '',
      })}
      action={
        <Button
          size="small"
          variant="outlined"
          onClick={finish}
          loading={end.isPending}
          aria-label={t('account.endImpersonationLabel', { outlet })}
          sx={{
            color: '#FFFFFF',
            borderColor: 'rgba(255,255,255,0.8)',
            flexShrink: 0,
            '&:hover': { borderColor: '#FFFFFF', bgcolor: 'rgba(255,255,255,0.12)' },
          }}
        >
          {t('account.endImpersonation')}
        </Button>
      }
    />
  );
}
