import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Customer } from '@host/domain/customers';
import { phoneForDisplay } from '@host/domain/phone';
import { format, parseISO } from 'date-fns';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useCountryName } from './guest-bits';

/** The guest's details as a label / value list; what is not known reads "—". */
export function CustomerDetails({ customer: c }: { customer: Customer }) {
  const { t, i18n } = useTranslation('customers');
  const f = useFormat();
  const countryName = useCountryName();
  // Host's four languages in its own words; any other tag (a booking site's "en-SG") as Intl names it.
  const languageName = (tag: string) => {
    if (i18n.exists(`languages.${tag}`, { ns: 'customers' })) return t(`languages.${tag}`);
    try {
      return new Intl.DisplayNames([f.locale.languageTag], { type: 'language' }).of(tag) ?? tag;
    } catch {
      return tag;
    }
  };
  const place = [c.address, [c.postalCode, c.city].filter(Boolean).join(' '), c.state, c.countryCode ? countryName(c.countryCode) : null]
    .filter(Boolean)
    .join('\n');
  const rows: Array<[string, string | null]> = [
    ['phone', c.phone ? phoneForDisplay(c.phone) : null],
    ['additionalPhone', c.additionalPhone ? phoneForDisplay(c.additionalPhone) : null],
    ['email', c.email],
    ['language', c.language ? languageName(c.language) : null],
    ['gender', c.gender ? t(`genders.${c.gender}`) : null],
    ['birthday', c.birthday ? format(parseISO(c.birthday), 'PPP', { locale: f.dateLocale }) : null],
    ['organisationName', c.organisationName],
    ['address', place || null],
    ['notesDiner', c.notesDiner],
    // Issue 32: what the kitchen must know, in the host's language.
    ['dietary', c.dietary.length ? c.dietary.map((need) => t(`guestNeeds.${need}`, { ns: 'common' })).join(', ') : null],
    ['dietaryNotes', c.dietaryNotes],
    ['seatingPreference', c.seatingPreference],
    // The guest's ids on the group's other platforms, read-only (they set them), shown when known.
    ...(
      [
        ['passId', c.platform.passId],
        ['mcaId', c.platform.mcaId],
        ['barcode', c.platform.barcode],
        ['username', c.platform.username],
        ['merchantId', c.platform.merchantId],
        ['accountActivated', c.platform.accountActivated ? t('platform.activated') : null],
      ] as Array<[string, string | null]>
    ).filter(([, value]) => value),
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, max-content) 1fr', columnGap: 2, rowGap: 1 }}>
      {rows.map(([field, value]) => (
        <Fragment key={field}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`fields.${field}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-field={field}>
            {value ?? '—'}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
