import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEATURE_CODES, actionsRequiredFor, isFeatureEnabled } from '@host/domain/entitlements';
import { parseEnabledStores, WEB_PUSH_ENABLED_STORES_KEY } from '@host/domain/push';
import { APP_VERSION } from '@host/domain/version';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useOutletProfile } from '../../../state/outlet-profile';
import { useSession } from '../../../state/session';
import { useActionText } from '../../../components/feature-off-notice';
import { localePath, useLocale } from '../../../i18n/locale';
import { useAllAreas, useSettingsCombinations } from '../../floor';
import { useBlockOuts, useServiceTimings, useTickets } from '../../schedules';
import { useGuestTagSettings } from '../api/guest-tag-settings';
import { useWaitlistSettings } from '../api/waitlist-settings';
import { settingsOverview, type OverviewPage, type StateLine } from '../components/overview';

/** /settings: every settings page, grouped, with what it controls and how it is set now (issue 15). */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const session = useSession().data;
  const outletId = session?.outlet?.id ?? '';
  const brandId = session?.outlet?.brandId ?? '';
  const locale = useLocale();
  const profile = useOutletProfile(outletId).data;
  const services = useServiceTimings(outletId).data;
  const blockOuts = useBlockOuts(outletId).data;
  const areas = useAllAreas(outletId).data;
  const combinationsOn =
    Boolean(session?.brand?.isEnableTableCombination) && Boolean(profile) && isFeatureEnabled(profile!.entitlements, 'TABLE_COMBINATION');
  const combinations = useSettingsCombinations(outletId, combinationsOn).data;
  const tickets = useTickets(brandId).data;
  // Read only while the plan has the list: otherwise the page says it is not in the plan.
  const waitlistOn = Boolean(profile) && isFeatureEnabled(profile!.entitlements, 'WAITLIST');
  const waitlist = useWaitlistSettings(waitlistOn ? outletId : '').data;
  const guestTags = useGuestTagSettings(outletId, brandId).data;

  const groups = settingsOverview({
    profile,
    services: services?.length,
    daysAhead: blockOuts && profile ? blockOuts.filter((b) => b.date >= profile.today).length : undefined,
    floor: areas ? { areas: areas.length, tables: areas.reduce((n, a) => n + a.tables.length, 0) } : undefined,
    combinations: combinations?.length,
    ticketsOnSale: tickets?.length,
    pushHere: parseEnabledStores(localStorage.getItem(WEB_PUSH_ENABLED_STORES_KEY)).includes(outletId),
    brandPaymentRequests: session?.brand?.isEnablePaymentRequest,
    brandCombinations: session?.brand?.isEnableTableCombination,
    waitlist,
    guestTags,
    language: { language: t(`languages.${locale.language}`), country: t(`countries.${locale.country}`) },
  });

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('index.title')}
        </Typography>
        <Typography color="text.secondary">{t('index.subtitle', { outlet: session?.outlet?.outletName ?? '' })}</Typography>
      </Box>
      {profile && <PlanCard entitlements={profile.entitlements} />}
      {groups.map((group) => (
        <Box component="section" key={group.key} aria-labelledby={`settings-group-${group.key}`}>
          <Typography
            id={`settings-group-${group.key}`}
            variant="overline"
            component="h2"
            sx={{ color: 'text.secondary', display: 'block', mb: 1 }}
          >
            {t(`index.groups.${group.key}`)}
          </Typography>
          <Card variant="outlined">
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {group.pages.map((page) => (
                <PageRow key={page.key} page={page} subPath={locale.subPath} loading={!profile} />
              ))}
            </Box>
          </Card>
        </Box>
      ))}
      <Typography variant="body2" color="text.secondary" data-testid="settings-about">
        {t('index.about', { version: APP_VERSION })}
      </Typography>
    </Stack>
  );
}

function PageRow({ page, subPath, loading }: { page: OverviewPage; subPath: string; loading: boolean }) {
  const { t } = useTranslation('settings');
  const lineOf = useStateText();
  const title = t(`index.pages.${page.key}.title`);
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <ListItemButton
        component={NavLink}
        to={localePath(subPath, page.path)}
        data-testid={`settings-row-${page.key}`}
        sx={{ py: 1.5, px: 2, gap: 2, alignItems: 'center' }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {title}
              {page.lockedBy && <LockOutlinedIcon fontSize="small" color="disabled" sx={{ ml: 0.75, verticalAlign: 'text-bottom' }} />}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`index.pages.${page.key}.what`)}
            </Typography>
          </Box>
          <Box sx={{ flex: '0 1 280px', minWidth: 0, textAlign: { md: 'right' } }} data-testid={`settings-state-${page.key}`}>
            {page.state.length === 0 && loading ? (
              <Skeleton width={160} sx={{ ml: { md: 'auto' } }} />
            ) : (
              page.state.map((line) => (
                <Typography key={line.key} variant="body2" sx={{ fontWeight: 500 }}>
                  {lineOf(line)}
                </Typography>
              ))
            )}
          </Box>
        </Box>
        <ChevronRightIcon color="action" />
      </ListItemButton>
    </Box>
  );
}

/** A state line in the user's language; on/off and the booking page's fields are words of their own. */
function useStateText() {
  // Statuses are listed in the book's own words (reservations.json).
  const { t, i18n } = useTranslation(['settings', 'reservations']);
  return (line: StateLine) => {
    const params: Record<string, string | number> = { ...line.params };
    for (const name of ['sms', 'email', 'calls', 'state']) {
      if (params[name] === 'on' || params[name] === 'off') params[name] = t(`index.${params[name]}`);
    }
    if (line.list)
      params.list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
        line.list.map((f) => (f.startsWith('status.') ? t(f, { ns: 'reservations' }) : t(`index.fields.${f}`))),
      );
    return t(`index.state.${line.key}`, params);
  };
}

/** The outlet's plan: each gated feature, on or not, and what the merchant must do for one that is not. */
function PlanCard({ entitlements }: { entitlements: Parameters<typeof isFeatureEnabled>[0] }) {
  const { t } = useTranslation('settings');
  const actionText = useActionText();
  return (
    <Box component="section" aria-labelledby="settings-plan">
      <Typography id="settings-plan" variant="overline" component="h2" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
        {t('plan.title')}
      </Typography>
      <Card variant="outlined" sx={{ px: 2, py: 1 }}>
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {FEATURE_CODES.map((code) => {
            const on = isFeatureEnabled(entitlements, code);
            const actions = actionsRequiredFor(entitlements, code);
            return (
              <Box
                component="li"
                key={code}
                data-testid={`plan-${code}`}
                sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
              >
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{t(`features.${code}`)}</Typography>
                  <Chip
                    size="small"
                    variant={on ? 'filled' : 'outlined'}
                    color={on ? 'success' : 'default'}
                    icon={on ? undefined : <LockOutlinedIcon />}
                    label={on ? t('plan.on') : t('plan.off')}
                  />
                </Stack>
                {!on && (
                  <Box sx={{ mt: 0.5 }}>
                    <Typography variant="body2" color="text.secondary">
                      {actions.length ? t('featureOff.toTurnOn') : t('featureOff.askSupport')}
                    </Typography>
                    {actions.length > 0 && (
                      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                        {actions.map((a) => (
                          <Typography component="li" variant="body2" key={a}>
                            {actionText(a)}
                          </Typography>
                        ))}
                      </Box>
                    )}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      </Card>
    </Box>
  );
}

export default SettingsPage;
