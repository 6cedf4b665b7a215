import type { CustomerMatch } from '@host/domain/customers';
import { phoneForDisplay } from '@host/domain/phone';
import { guestName } from '@host/domain/reservations/guest-name';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerLookup } from '../../api/reservations';
import { GuestNeedsNotice } from '../../../../components/guest-needs';
import { GuestAutoTags } from '../../../../components/guest-tags';
import { TagChip } from '../../../../components/tag-chips';
import type { BookingForm } from './use-booking-form';

/** As the book writes it: a Chinese name family name first (欧阳秋月), others as given. */
const nameOf = (c: Pick<CustomerMatch, 'firstName' | 'lastName'>) =>
  guestName({ customerFirstName: c.firstName, customerLastName: c.lastName });

/** What a host looks at before booking a known guest: their tags, and no-shows in red when there were any. */
export function GuestChips({ guest }: { guest: CustomerMatch }) {
  const { t } = useTranslation('reservations');
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" variant="outlined" label={t('guestPicker.visits', { count: guest.visits })} />
      <Chip
        size="small"
        color={guest.noShows > 0 ? 'error' : 'default'}
        variant={guest.noShows > 0 ? 'filled' : 'outlined'}
        label={t('guestPicker.noShows', { count: guest.noShows })}
      />
      <GuestAutoTags tags={guest.autoTags} />
      {guest.tags.map((tag) => (
        <TagChip key={tag.id} tag={tag} />
      ))}
    </Stack>
  );
}

/**
 * The guest picker of a new booking: the host types a name (any script) or a phone and picks a guest
 * from the guest book; picking fills the phone and names. A new guest is typed in the fields below.
 */
function GuestPicker({ form }: { form: BookingForm }) {
  const { t } = useTranslation('reservations');
  const [search, setSearch] = useState('');
  // Asked once the host pauses typing (200 ms), not at every key.
  const [deferred, setDeferred] = useState('');
  useEffect(() => {
    const wait = setTimeout(() => setDeferred(search), 200);
    return () => clearTimeout(wait);
  }, [search]);
  const lookup = useCustomerLookup(form.brandId, { q: deferred });
  const options = deferred.trim() ? (lookup.data ?? []) : [];
  return (
    <Autocomplete<CustomerMatch, false, false, false>
      options={options}
      value={null}
      inputValue={search}
      onInputChange={(_, value, reason) => reason !== 'reset' && setSearch(value)}
      onChange={(_, guest) => {
        if (!guest) return;
        form.pickGuest(guest);
        setSearch('');
      }}
      // The server matched them (a name word by word, or phone digits): show every one.
      filterOptions={(x) => x}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      autoHighlight
      loading={lookup.isFetching}
      loadingText={t('guestPicker.searching')}
      noOptionsText={deferred.trim() ? t('guestPicker.none') : t('guestPicker.typeToSearch')}
      renderOption={({ key, ...props }, guest) => (
        <Box component="li" key={key} {...props} data-testid="guest-option">
          <Stack spacing={0.5} sx={{ width: '100%', py: 0.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2">{nameOf(guest) || t('guestPicker.nameless')}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {phoneForDisplay(guest.phone)}
              </Typography>
            </Box>
            <GuestChips guest={guest} />
          </Stack>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('guestPicker.label')}
          placeholder={t('guestPicker.placeholder')}
          helperText={t('guestPicker.help')}
        />
      )}
    />
  );
}

/** Who: a known guest picked by name or phone, else the phone first (a known guest is found by it and offered), then the name. */
export function GuestSection({ form }: { form: BookingForm }) {
  const { t } = useTranslation('reservations');
  const { register, watch, setValue, lock, errorOf, match, isEdit, sameDayRefusal } = form;
  return (
    <>
      {!isEdit && <GuestPicker form={form} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1.2fr 1fr 1fr' } }}>
        <TextField
          label={t('fields.customerPhone')}
          type="tel"
          autoComplete="off"
          disabled={lock('customerPhone').disabled}
          error={Boolean(errorOf('customerPhone') ?? sameDayRefusal)}
          helperText={
            errorOf('customerPhone') ??
            sameDayRefusal ??
            (match ? t('dialog.knownGuest', { name: nameOf(match), count: match.visits }) : lock('customerPhone').helper)
          }
          {...register('customerPhone')}
        />
        <TextField
          label={t('fields.customerFirstName')}
          // Filled by a picked guest, not typed: the label must move out of the way.
          slotProps={{ inputLabel: { shrink: Boolean(watch('customerFirstName')) || undefined } }}
          disabled={lock('customerFirstName').disabled}
          error={Boolean(errorOf('customerFirstName'))}
          helperText={errorOf('customerFirstName')}
          {...register('customerFirstName')}
        />
        <TextField
          label={t('fields.customerLastName')}
          slotProps={{ inputLabel: { shrink: Boolean(watch('customerLastName')) || undefined } }}
          disabled={lock('customerLastName').disabled}
          {...register('customerLastName')}
        />
      </Box>
      {match && !isEdit && (
        <Box data-testid="guest-card" aria-label={t('guestPicker.known', { name: nameOf(match) })} sx={{ display: 'grid', gap: 1 }}>
          <GuestChips guest={match} />
          <GuestNeedsNotice needs={match} />
        </Box>
      )}
      {match && !isEdit && !watch('customerFirstName') && (
        <Box>
          <Button
            size="small"
            onClick={() => {
              setValue('customerFirstName', match.firstName, { shouldDirty: true });
              setValue('customerLastName', match.lastName, { shouldDirty: true });
            }}
          >
            {t('dialog.useGuest', { name: nameOf(match) })}
          </Button>
        </Box>
      )}
    </>
  );
}
