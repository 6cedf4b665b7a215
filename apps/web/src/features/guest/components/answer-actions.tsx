import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActOrKeepButtons } from './act-or-keep-buttons';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestAnswer } from '../api/guest-booking';

interface AnswerActionsProps {
  canConfirm: boolean;
  canCancel: boolean;
  /** "Wednesday, 1 April at 19:00": named in the cancel question */
  when: string;
  pending: GuestAnswer | null;
  onAnswer: (answer: GuestAnswer) => void;
}

/**
 * The guest's two answers. Confirming is one tap; cancelling gives the table up, so it asks once
 * more (docs/ui.md: destructive actions ask once) and one mis-tap does nothing.
 */
export function AnswerActions({ canConfirm, canCancel, when, pending, onAnswer }: AnswerActionsProps) {
  const { t } = useTranslation('guest');
  const [isAsking, setAsking] = useState(false);
  const busy = pending !== null;
  return (
    <Stack spacing={1.5}>
      {canConfirm && !isAsking && (
        <Button
          variant="contained"
          size="large"
          startIcon={pending === 'confirm' ? <CircularProgress size={18} color="inherit" /> : <CheckIcon />}
          disabled={busy}
          onClick={() => onAnswer('confirm')}
          sx={{ minHeight: 52, fontSize: 17, fontWeight: 700 }}
        >
          {t('confirmButton')}
        </Button>
      )}
      {canCancel && !isAsking && (
        <Button
          variant="outlined"
          color="error"
          size="large"
          disabled={busy}
          onClick={() => setAsking(true)}
          sx={{ minHeight: 48, fontWeight: 600 }}
        >
          {t('cancelButton')}
        </Button>
      )}
      {canCancel && isAsking && (
        <CancelQuestion when={when} isPending={pending === 'cancel'} onKeep={() => setAsking(false)} onCancel={() => onAnswer('cancel')} />
      )}
    </Stack>
  );
}

function CancelQuestion({
  when,
  isPending,
  onKeep,
  onCancel,
}: {
  when: string;
  isPending: boolean;
  onKeep: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('guest');
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Box role="region" aria-labelledby={titleId} sx={{ border: 1, borderColor: 'error.main', borderRadius: 2, p: 2 }}>
      <Typography id={titleId} ref={title} tabIndex={-1} component="h2" sx={{ fontWeight: 700, fontSize: 18, outline: 'none' }}>
        {t('cancelAsk.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('cancelAsk.text', { when })}
      </Typography>
      <ActOrKeepButtons
        act={{ label: t('cancelAsk.yes'), onAct: onCancel, danger: true }}
        keepLabel={t('cancelAsk.keep')}
        onKeep={onKeep}
        isPending={isPending}
      />
    </Box>
  );
}
