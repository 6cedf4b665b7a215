import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  NOTIFY_DEFAULT_FLAGS,
  type NotifyDefaultFlag,
  type OutletDetailsInput,
  type OutletDetailsView,
} from '@host/domain/outlet-settings';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { SettingsSection } from '../../../components/settings-parts';

type Channel = 'enableSMS' | 'enableEmail' | 'enableAutomatedCall';
/** Which outlet channel each default rides on (the channels are switched in /settings/notifications). */
const CHANNEL_OF: Partial<Record<NotifyDefaultFlag, Channel>> = {
  defaultAllowSmsNotify: 'enableSMS',
  defaultAllowEmailNotify: 'enableEmail',
  defaultAllowAutomatedCallNotify: 'enableAutomatedCall',
};

/** What a new booking starts with: which messages its guest gets; a default whose channel is off says so. */
export function NotifyDefaultsFields({
  control,
  channels,
}: {
  control: Control<OutletDetailsInput>;
  channels: Pick<OutletDetailsView, Channel>;
}) {
  const { t } = useTranslation('bookingPage');
  const { locale } = useParams();
  return (
    <SettingsSection title={t('outlet.notify')} hint={t('outlet.notifyHint')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {NOTIFY_DEFAULT_FLAGS.map((flag) => {
          const channel = CHANNEL_OF[flag];
          const off = channel ? !channels[channel] : false;
          return (
            <Controller
              key={flag}
              control={control}
              name={flag}
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={!!field.value} onChange={(_e, on) => field.onChange(on)} />}
                  label={
                    <Box>
                      <Typography>{t(`outlet.${flag}`)}</Typography>
                      {off && (
                        <Typography variant="body2" color="text.secondary">
                          {t('outlet.channelOff')}
                        </Typography>
                      )}
                    </Box>
                  }
                  sx={{ alignItems: 'flex-start', minHeight: 44, '& .MuiCheckbox-root': { mt: -0.75 } }}
                />
              )}
            />
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('outlet.channels')}{' '}
        <Link component={RouterLink} to={`/${locale ?? ''}/settings/notifications`}>
          {t('outlet.openChannels')}
        </Link>
      </Typography>
    </SettingsSection>
  );
}

/** Which booking texts the guest and the outlet's own staff receive by SMS. */
export function SmsPermissionsFields({ control, smsOn }: { control: Control<OutletDetailsInput>; smsOn: boolean }) {
  const { t } = useTranslation('bookingPage');
  return (
    <SettingsSection
      title={t('outlet.sms.title')}
      hint={smsOn ? t('outlet.sms.hint') : t('outlet.channelOff')}
      labelId="sms-permissions-title"
    >
      {(['Customer', 'Merchant'] as const).map((who) => (
        <Box
          key={who}
          role="group"
          aria-label={t(`outlet.sms.${who}`)}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px repeat(3, auto)' }, columnGap: 2, alignItems: 'center' }}
        >
          <Typography sx={{ fontWeight: 600 }}>{t(`outlet.sms.${who}`)}</Typography>
          {(['Confirm', 'Reminder', 'BeforeRefund'] as const).map((kind) => (
            <Controller
              key={kind}
              control={control}
              name={`smsPermissions.isAllow${who}SendSms${kind}`}
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value !== false} onChange={(_e, on) => field.onChange(on)} />}
                  label={t(`outlet.sms.${kind}`)}
                  sx={{ minHeight: 44 }}
                />
              )}
            />
          ))}
        </Box>
      ))}
    </SettingsSection>
  );
}
