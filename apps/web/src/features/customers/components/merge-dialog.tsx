import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Customer } from '@host/domain/customers';
import type { PossibleDuplicate } from '@host/domain/customer-duplicates';
import { phoneForDisplay } from '@host/domain/phone';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { translateError } from '../../../lib/server-messages';
import { customerKeys, useDuplicates, useMergeCustomer } from '../api/customers';
import { TagChips } from '../../../components/tag-chips';
import { nameOf } from './guest-bits';

/**
 * Merging two profiles of one guest: pick the possible duplicate, then say which profile stays; the
 * other's bookings, tags and notes move to it in one go. A guest changed meanwhile (409) is read again.
 */
export function MergeDialog({
  customer,
  onClose,
  onMerged,
}: {
  customer: Customer;
  onClose: () => void;
  onMerged: (kept: Customer) => void;
}) {
  const { t } = useTranslation('customers');
  const titleId = useId();
  const client = useQueryClient();
  const duplicates = useDuplicates(customer.id, true);
  const merge = useMergeCustomer();
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [keep, setKeep] = useState<'this' | 'other'>('this');
  const [step, setStep] = useState<'pick' | 'confirm'>('pick');
  const [problem, setProblem] = useState<string | null>(null);
  const picked = duplicates.data?.find((d) => d.id === pickedId);
  const thisName = nameOf(customer) || t('profile.noName');
  const otherName = picked ? nameOf(picked) || t('profile.noName') : '';

  const run = async () => {
    if (!picked) return;
    setProblem(null);
    const body =
      keep === 'this'
        ? { id: customer.id, duplicateId: picked.id, version: customer.version, duplicateVersion: picked.version }
        : { id: picked.id, duplicateId: customer.id, version: picked.version, duplicateVersion: customer.version };
    try {
      const kept = await merge.mutateAsync(body);
      enqueueSnackbar(t('merge.done', { name: nameOf(kept) }), { variant: 'success' });
      onMerged(kept);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Back to the list only once it is read again: picked before, the old versions went again (409 once more).
        await Promise.all([client.invalidateQueries({ queryKey: customerKeys.one(customer.id) }), duplicates.refetch()]);
        setProblem(t('merge.stale'));
        setStep('pick');
        return;
      }
      const message = translateError(error, t('merge.failed'));
      setProblem(message);
      enqueueSnackbar(message, { variant: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('merge.title', { name: thisName })}</DialogTitle>
      <DialogContent dividers>
        {problem && (
          <Alert severity="warning" sx={{ mb: 2 }} role="alert">
            {problem}
          </Alert>
        )}
        {step === 'pick' ? (
          duplicates.isPending ? (
            <Stack spacing={1}>
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
            </Stack>
          ) : (duplicates.data ?? []).length === 0 ? (
            <Typography color="text.secondary">{t('merge.none')}</Typography>
          ) : (
            <>
              <Typography sx={{ mb: 1 }}>{t('merge.pick')}</Typography>
              <RadioGroup value={pickedId ?? ''} onChange={(e) => setPickedId(e.target.value)} aria-label={t('merge.pick')}>
                {(duplicates.data ?? []).map((d) => (
                  <FormControlLabel
                    key={d.id}
                    value={d.id}
                    control={<Radio />}
                    data-testid="duplicate-option"
                    sx={{ alignItems: 'flex-start', py: 0.5, mr: 0, '& .MuiRadio-root': { mt: -0.5 } }}
                    label={<DuplicateLabel duplicate={d} />}
                  />
                ))}
              </RadioGroup>
            </>
          )
        ) : (
          <Stack spacing={2}>
            <Typography>{t('merge.keepWhich')}</Typography>
            <RadioGroup value={keep} onChange={(e) => setKeep(e.target.value as 'this' | 'other')} aria-label={t('merge.keepWhich')}>
              <FormControlLabel value="this" control={<Radio />} label={t('merge.keepThis', { name: thisName })} />
              <FormControlLabel value="other" control={<Radio />} label={t('merge.keepOther', { name: otherName })} />
            </RadioGroup>
            <Alert severity="info">
              {t('merge.explain', { kept: keep === 'this' ? thisName : otherName, removed: keep === 'this' ? otherName : thisName })}
            </Alert>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={step === 'confirm' ? () => setStep('pick') : onClose}>
          {step === 'confirm' ? t('actions.back') : t('actions.cancel')}
        </Button>
        {step === 'pick' ? (
          <Button variant="contained" disabled={!picked} onClick={() => setStep('confirm')}>
            {t('actions.next')}
          </Button>
        ) : (
          <Button variant="contained" color="warning" onClick={() => void run()} loading={merge.isPending}>
            {t('merge.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function DuplicateLabel({ duplicate }: { duplicate: PossibleDuplicate }) {
  const { t } = useTranslation('customers');
  return (
    <Stack sx={{ py: 0.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{nameOf(duplicate) || t('profile.noName')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {[
          phoneForDisplay(duplicate.phone),
          duplicate.email,
          t('merge.visits', { count: duplicate.visits }),
          t(`merge.reason.${duplicate.reason}`),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {duplicate.tags.length > 0 && <TagChips tags={duplicate.tags} />}
    </Stack>
  );
}
