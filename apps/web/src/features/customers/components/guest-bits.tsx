import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MarketingConsentView } from '@host/domain/marketing-consent';
import { useFormat } from '../../../i18n/format';
import { guestName } from '@host/domain/reservations/guest-name';
import { format, parseISO, type Locale } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/locale';

/** A guest's name as the host reads it (Chinese family name first, no space). */
export function nameOf(guest: { firstName: string; lastName: string }): string {
  return guestName({ customerFirstName: guest.firstName, customerLastName: guest.lastName });
}

/** What the guest agreed to be sent: an icon each, in colour when yes; the word for screen readers too. */
export function MarketingIcons({ sms, email }: { sms: number; email: number }) {
  const { t } = useTranslation('customers');
  const items = [
    { key: 'sms', on: sms === 1, icon: SmsOutlinedIcon },
    { key: 'email', on: email === 1, icon: EmailOutlinedIcon },
  ];
  return (
    <Stack direction="row" sx={{ gap: 0.5 }}>
      {items.map(({ key, on, icon: Icon }) => {
        const label = t(on ? `marketing.${key}Yes` : `marketing.${key}No`);
        return (
          <Icon
            key={key}
            titleAccess={label}
            data-consent={on ? 'yes' : 'no'}
            fontSize="small"
            sx={{ color: on ? 'success.main' : 'text.disabled', opacity: on ? 1 : 0.6 }}
          />
        );
      })}
    </Stack>
  );
}

/** A country's name in the page's language (Intl's, so every country a guest gives reads right). */
export function useCountryName() {
  const { languageTag } = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([languageTag], { type: 'region', style: 'short' });
    return (code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [languageTag]);
}

/** A day in full without its weekday ("31 Mar 2026", "2026年3月31日"): date-fns' Chinese short date is "26-03-31". */
export function dayOf(date: string, locale: Locale): string {
  return format(parseISO(date), 'PP', { locale });
}

/**
 * When and how each answer on marketing was given (issue 32, PDPA): "SMS: agreed by the guest from their link, 31 Mar 2026,
 * 19:30"; nothing on a channel nobody recorded an answer for (the icons above say no).
 */
export function MarketingConsentLines({ consent, timeZone }: { consent: MarketingConsentView; timeZone: string | undefined }) {
  const { t } = useTranslation('customers');
  const fmt = useFormat();
  const lines = (['sms', 'email'] as const).flatMap((channel) => {
    const record = consent[channel];
    if (!record) return [];
    const at = timeZone ? fmt.dateTimeIn(new Date(record.at), timeZone) : fmt.dateTime(new Date(record.at));
    const how = record.source === 'guest' ? t('consent.byGuest') : t('consent.byStaff', { name: record.by ?? '—' });
    return [{ channel, text: t(record.granted ? 'consent.agreed' : 'consent.declined', { channel: t(`consent.${channel}`), how, at }) }];
  });
  if (!lines.length) return null;
  return (
    <Stack sx={{ mt: 0.5 }}>
      {lines.map(({ channel, text }) => (
        <Typography key={channel} variant="caption" color="text.secondary" data-testid={`consent-${channel}`}>
          {text}
        </Typography>
      ))}
    </Stack>
  );
}
