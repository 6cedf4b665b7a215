import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { DuplicateProbe, PossibleDuplicate } from '@host/domain/customer-duplicates';
import { phoneForDisplay } from '@host/domain/phone';
import { useEffect, useState } from 'react';
import type { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CustomerFormValues } from './customer-form-values';
import { nameOf } from './guest-bits';

/*
 * A guest being added who may already be in the book (issue 28): looked up as the form is typed,
 * said under its contact fields.
 */

/** How long typing rests before the book is asked who this may be. */
const TYPING_PAUSE_MS = 400;

/** Digits a phone needs, past the dialling code the form starts with, before it is worth looking up. */
const PHONE_CLUE_DIGITS = 6;

/**
 * A new guest's name, phone and email as typed, once typing pauses; null while there is no phone or
 * email to go by yet (the form starts with the dialling code alone), and for an edit (the profile
 * says it there: issue 28).
 */
export function useTypedProbe(
  form: ReturnType<typeof useForm<CustomerFormValues>>,
  adding: boolean,
  outletId: string | undefined,
  prefix: string,
) {
  const [firstName, lastName, phone, email] = form.watch(['firstName', 'lastName', 'phone', 'email']);
  const [probe, setProbe] = useState<DuplicateProbe | null>(null);
  useEffect(() => {
    const digits = (phone ?? '').replace(/\D/g, '');
    const phoneClue =
      digits.length - (digits.startsWith(prefix.replace(/\D/g, '')) ? prefix.replace(/\D/g, '').length : 0) >= PHONE_CLUE_DIGITS;
    const emailClue = /@[^@\s]+\.[^@\s]+$/.test(email?.trim() ?? '');
    const typed: DuplicateProbe | null =
      adding && (phoneClue || emailClue) ? { firstName, lastName, phone: phone || null, email: email || null, outletId } : null;
    const wait = setTimeout(() => setProbe(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(wait);
  }, [adding, firstName, lastName, phone, email, outletId, prefix]);
  return probe;
}

/** Said under the contact fields while a guest is added: who they may already be, each a link to their profile. */
export function MayBeInTheBook({ duplicates, profilePath }: { duplicates: PossibleDuplicate[]; profilePath: (id: string) => string }) {
  const { t } = useTranslation('customers');
  const named = (d: PossibleDuplicate) => nameOf(d) || t('profile.noName');
  return (
    <Alert severity="warning" data-testid="possible-duplicates" aria-live="polite">
      {t('profile.mayBeDuplicate', {
        names: duplicates.map((d) => named(d) + (d.phone ? ` (${phoneForDisplay(d.phone)})` : '')).join(', '),
      })}
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
        {duplicates.slice(0, 3).map((d) => (
          <Link key={d.id} component={RouterLink} to={profilePath(d.id)}>
            {t('form.openOther', { name: named(d) })}
          </Link>
        ))}
      </Stack>
    </Alert>
  );
}
