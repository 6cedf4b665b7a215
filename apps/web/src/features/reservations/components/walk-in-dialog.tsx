import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUNTRY_CODES, type CountryCode } from '@host/domain/locales';
import { normalisePhone } from '@host/domain/phone';
import { DIALLING_PREFIX } from '@host/domain/reservations/booking-options';
import { isPartySizeAllowed, partySizeLimits } from '@host/domain/reservations/party-size';
import { enqueueSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartySizeToggles, QUICK_PAX } from './party-size-toggles';
import { SeatActions } from './seat-actions';
import { useOutletProfile } from '../../../state/outlet-profile';
import { translateError } from '../../../lib/server-messages';
import { useAreas, useCreateReservation } from '../api/reservations';
import { SqueezeAlert, squeezeOf, useSeatingNow } from './table-picker';
import { TablesToSeat } from './tables-to-seat';

/**
 * A walk-in in two taps: how many, which table; seated now (docs/ui.md). Party sizes follow the
 * outlet's limits; a phone is optional (for the guest book), checked as the host leaves the field.
 */
export function WalkInDialog({
  open,
  onClose,
  outletId,
  initialTableIds = [],
}: {
  open: boolean;
  onClose: () => void;
  outletId: string;
  initialTableIds?: string[];
}) {
  const { t } = useTranslation(['reservations', 'common']);
  const profile = useOutletProfile(outletId).data;
  const limits = partySizeLimits(profile ?? { minPartySize: 1, maxPartySize: 20, maxPaxPerReservation: 20 });
  const country: CountryCode = (COUNTRY_CODES as readonly string[]).includes(profile?.countryCode ?? '')
    ? (profile!.countryCode as CountryCode)
    : 'SG';
  const prefix = `${DIALLING_PREFIX[country]} `;
  const [pax, setPax] = useState(2);
  const [paxText, setPaxText] = useState('2');
  const [phone, setPhone] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [tableIds, setTableIds] = useState<string[]>(initialTableIds);
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());
  const areas = useAreas(outletId).data ?? [];
  const create = useCreateReservation(outletId);
  const { squeeze, seats } = squeezeOf(areas, tableIds, pax);
  const seating = useSeatingNow(outletId, areas, {});

  const phoneTyped = (phone ?? prefix).trim() !== prefix.trim() ? (phone ?? '').trim() : '';
  const checkPhone = () =>
    setPhoneError(
      phoneTyped && !normalisePhone(phoneTyped, country) ? t('common:serverMessages.invalidPhone', { phone: phoneTyped }) : null,
    );
  const paxOk = isPartySizeAllowed(pax, limits);
  const choosePax = (n: number) => {
    setPax(n);
    setPaxText(String(n));
  };

  const seat = async () => {
    setFailure(null);
    if (phoneTyped && !normalisePhone(phoneTyped, country)) return checkPhone();
    try {
      await create.mutateAsync({
        input: {
          isWalkIn: true,
          numberOfAdults: pax,
          tableIds,
          ...(squeeze ? { allowOverCapacity: true } : {}),
          ...(name.trim() ? { customerFirstName: name.trim() } : {}),
          // As typed: the server normalises it by the outlet's country.
          ...(phoneTyped ? { customerPhone: phoneTyped } : {}),
        },
        idempotencyKey: key.current,
      });
      enqueueSnackbar(t('walkIn.seated', { count: pax }), { variant: 'success' });
      onClose();
    } catch (error) {
      setFailure(translateError(error, t('dialog.failed')));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="walk-in-title">
      <DialogTitle id="walk-in-title">{t('walkIn.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <div>
            <Typography variant="subtitle2" id="walk-in-pax" gutterBottom>
              {t('walkIn.howMany')}
            </Typography>
            <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <PartySizeToggles
                value={pax}
                onChange={choosePax}
                labelledBy="walk-in-pax"
                sizes={QUICK_PAX.filter((n) => n >= limits.min && n <= limits.max)}
              />
              <TextField
                label={t('walkIn.paxOther')}
                type="number"
                value={paxText}
                onChange={(e) => {
                  setPaxText(e.target.value);
                  setPax(Number(e.target.value));
                }}
                error={!paxOk}
                helperText={t('walkIn.paxRange', limits)}
                slotProps={{ htmlInput: { min: limits.min, max: limits.max, inputMode: 'numeric' } }}
                sx={{ width: 140 }}
              />
            </Stack>
          </div>
          <div>
            <Typography variant="subtitle2" gutterBottom>
              {t('walkIn.whichTable')}
            </Typography>
            <TablesToSeat outletId={outletId} pax={pax} areas={areas} seating={seating} tableIds={tableIds} onTableIds={setTableIds} />
          </div>
          {squeeze && <SqueezeAlert pax={pax} seats={seats} />}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label={t('walkIn.phoneOptional')}
              type="tel"
              value={phone ?? prefix}
              onChange={(e) => {
                setPhone(e.target.value);
                if (phoneError) setPhoneError(null);
              }}
              onBlur={checkPhone}
              error={Boolean(phoneError)}
              helperText={phoneError ?? t('walkIn.phoneHelp')}
              slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
              sx={{ flex: 1 }}
            />
            <TextField label={t('walkIn.nameOptional')} value={name} onChange={(e) => setName(e.target.value)} sx={{ flex: 1 }} />
          </Stack>
        </Stack>
      </DialogContent>
      <SeatActions
        squeeze={squeeze}
        label={t('walkIn.seat')}
        disabled={tableIds.length === 0 || !paxOk}
        busy={create.isPending}
        onSeat={seat}
        onClose={onClose}
      />
    </Dialog>
  );
}
