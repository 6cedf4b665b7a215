import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CountryCode } from '@host/domain/locales';
import { parseMoneyText } from '@host/domain/tickets';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AskFirstAlert } from './ask-first-alert';
import { useBrandRefusal } from '../../../../state/roles';
import { useFormat } from '../../../../i18n/format';
import { refundBooking } from '../../api/booking-extras';
import { translateError } from '../../../../lib/server-messages';

/**
 * Giving money back (issue 28): an amount and a reason, then a second look before anything goes.
 * After the refund window only the merchant may, saying why (`overrideWindow`); others are told so.
 */
export function RefundForm({
  reservationId,
  left,
  refundOpen,
  moneyCountry,
  onRefunded,
  onFailed,
}: {
  reservationId: string;
  /** what is paid and not yet given back, in minor units */
  left: number;
  refundOpen: boolean;
  moneyCountry: CountryCode;
  onRefunded: () => Promise<void>;
  onFailed: (message: string) => void;
}) {
  const { t } = useTranslation('reservations');
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [refundText, setRefundText] = useState('');
  const [reason, setReason] = useState('');
  /** The refund asked for, waiting for the host's second look before real money goes back. */
  const [confirmingRefund, setConfirmingRefund] = useState<number | null>(null);
  const mayOverrideWindow = useBrandRefusal('refundAfterWindow') === null;
  const refund = useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ amount, overrideWindow }: { amount: number; overrideWindow: boolean }) =>
      refundBooking(reservationId, { amount, reason, ...(overrideWindow ? { overrideWindow } : {}) }),
    onSuccess: async () => {
      setConfirmingRefund(null);
      setRefundText('');
      setReason('');
      enqueueSnackbar(t('payment.refunded'), { variant: 'success' });
      await onRefunded();
    },
    onError: (error) => {
      setConfirmingRefund(null);
      onFailed(translateError(error, t('payment.failed')));
    },
  });

  if (!refundOpen && !mayOverrideWindow) {
    return (
      <Typography color="text.secondary">
        {t('payment.refundClosed', { amount: f.money(left, moneyCountry) })} {t('payment.refundClosedMerchant')}
      </Typography>
    );
  }
  const refundAmount = parseMoneyText(refundText);
  return (
    <Stack spacing={1.5} data-testid="refund-form">
      {!refundOpen && <Alert severity="info">{t('payment.refundOverride', { amount: f.money(left, moneyCountry) })}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label={t('payment.refundAmount')}
          value={refundText}
          onChange={(e) => {
            setConfirmingRefund(null);
            setRefundText(e.target.value);
          }}
          placeholder={(left / 100).toFixed(2)}
          helperText={t('payment.refundLeft', { amount: f.money(left, moneyCountry) })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: { sm: 180 }, flexShrink: 0 }}
        />
        <TextField
          size="small"
          fullWidth
          multiline
          minRows={1}
          label={t('payment.refundReason')}
          helperText={t('payment.refundReasonHelp')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Stack>
      {confirmingRefund === null ? (
        <Box>
          <Button
            variant="outlined"
            color="warning"
            disabled={!refundAmount || refundAmount > left || reason.trim().length < 3}
            onClick={() => refundAmount && setConfirmingRefund(refundAmount)}
          >
            {t('payment.refund')}
          </Button>
        </Box>
      ) : (
        <AskFirstAlert
          testId="refund-confirm"
          act={t('payment.refundNow', { amount: f.money(confirmingRefund, moneyCountry) })}
          busy={refund.isPending}
          onKeep={() => setConfirmingRefund(null)}
          onAct={() => refund.mutate({ amount: confirmingRefund, overrideWindow: !refundOpen })}
        >
          {t('payment.refundWhat', { amount: f.money(confirmingRefund, moneyCountry) })}
        </AskFirstAlert>
      )}
    </Stack>
  );
}
