import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isKnownAction, type FeatureCode } from '@host/domain/entitlements';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** An action the entitlement service asks for, in the user's language when Host knows it. */
export function useActionText() {
  const { t } = useTranslation('settings');
  return (action: string) => (isKnownAction(action) ? t(`actions.${action}`) : action);
}

/**
 * In place of a page (or a section) whose feature the outlet's plan leaves off (issue 15): what
 * the feature is, that it is off, and what the merchant must do to have it.
 */
export function FeatureOffNotice(props: NoticeProps) {
  // Its words are settings.json's: loading them must not suspend the page (or a dialog) around it.
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}

interface NoticeProps {
  feature: FeatureCode;
  actionsRequired: string[];
  compact?: boolean;
}

function Notice({ feature, actionsRequired, compact = false }: NoticeProps) {
  const { t } = useTranslation('settings');
  const actionText = useActionText();
  return (
    <Card
      variant="outlined"
      role="region"
      aria-label={t('featureOff.title', { feature: t(`features.${feature}`) })}
      data-testid="feature-off"
      sx={{ p: compact ? 2 : 3 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <LockOutlinedIcon color="action" sx={{ mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant={compact ? 'subtitle2' : 'h6'} component="p">
            {t('featureOff.title', { feature: t(`features.${feature}`) })}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            {t(`featureOff.what.${feature}`)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
            {actionsRequired.length ? t('featureOff.toTurnOn') : t('featureOff.askSupport')}
          </Typography>
          {actionsRequired.length > 0 && (
            <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {actionsRequired.map((action) => (
                <Typography component="li" variant="body2" key={action}>
                  {actionText(action)}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      </Stack>
    </Card>
  );
}
