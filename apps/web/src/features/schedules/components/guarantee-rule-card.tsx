import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { guaranteeRuleSchema, type GuaranteeRule, type GuaranteeRuleView } from '@host/domain/guarantee-rule';
import { isPayingTicket } from '@host/domain/payments/money-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/number-field';
import { SavedMeanwhileNotice } from '../../../components/saved-meanwhile-notice';
import { SaveSettingsButton, SettingsSection, SwitchWithHint } from '../../../components/settings-parts';
import { useVersionedSettingsForm } from '../../../lib/use-versioned-save';
import { outletKeys } from '../../../state/outlet-profile';
import { useTickets } from '../api/schedules';
import { guaranteeRuleKeys, readGuaranteeRule, saveGuaranteeRule, useGuaranteeRule } from '../api/guarantee-rule';
import { useBrandTags } from '../../../state/brand-tags';

const valuesOf = ({ version: _version, ...rule }: GuaranteeRuleView): GuaranteeRule => rule;

/**
 * Deposits by risk (issue 32, docs/rules.md section 3), on /settings/booking-management: which guests booking online are
 * asked for a card guarantee or a deposit though the service's ticket asks for none, and with which of the brand's paying
 * tickets. Saved on its own, on the outlet's version.
 */
export function GuaranteeRuleCard({ outletId, brandId, outletVersion }: { outletId: string; brandId: string; outletVersion: number }) {
  const rule = useGuaranteeRule(outletId);
  const { refetch } = rule;
  // The rule is saved on the outlet's version, which the page's other form moves too: read it again when that form saved,
  // so the next save here is not refused as someone else's (not on the first draw: the query has just read it).
  const seenVersion = useRef(outletVersion);
  useEffect(() => {
    if (seenVersion.current === outletVersion) return;
    seenVersion.current = outletVersion;
    void refetch();
  }, [outletVersion, refetch]);
  if (!rule.data) return null;
  return <RuleForm key={rule.data.version} initial={rule.data} outletId={outletId} brandId={brandId} />;
}

function RuleForm({ initial, outletId, brandId }: { initial: GuaranteeRuleView; outletId: string; brandId: string }) {
  const { t } = useTranslation('schedules');
  const tickets = (useTickets(brandId).data ?? []).filter((ticket) => isPayingTicket(ticket));
  const tags = useBrandTags(brandId).data ?? [];
  const [failure, setFailure] = useState<string | null>(null);
  const client = useQueryClient();
  const { form, stale, save, keepMine, loadTheirs } = useVersionedSettingsForm({
    schema: guaranteeRuleSchema,
    initial,
    valuesOf,
    queryKey: guaranteeRuleKeys.rule(outletId),
    read: () => readGuaranteeRule(outletId),
    write: (input: GuaranteeRule, version) => saveGuaranteeRule(outletId, input, version),
    onFailed: setFailure,
    // The outlet's version moved: the page's other form reads it again rather than being refused at its next save.
    onSaved: () => void client.invalidateQueries({ queryKey: outletKeys.profile(outletId) }),
    text: { saved: t('guarantee.saved'), failed: t('guarantee.failed') },
  });
  const {
    control,
    handleSubmit,
    watch,
    formState: { isDirty, isSubmitting },
  } = form;
  const on = Boolean(watch('ticketId'));
  return (
    <Card
      variant="outlined"
      component="form"
      noValidate
      onSubmit={handleSubmit(save)}
      aria-label={t('guarantee.title')}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={2.5}>
        {stale && <SavedMeanwhileNotice text={t('guarantee.changedMeanwhile')} onKeep={keepMine} onLoad={loadTheirs} />}
        <SettingsSection title={t('guarantee.title')} hint={t('guarantee.hint')} labelId="guarantee-rule">
          <Controller
            control={control}
            name="ticketId"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('guarantee.ticket')}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value || null)}
                error={Boolean(fieldState.error)}
                helperText={tickets.length ? t('guarantee.ticketHint') : t('guarantee.noPayingTicket')}
              >
                <MenuItem value="">{t('guarantee.off')}</MenuItem>
                {tickets.map((ticket) => (
                  <MenuItem key={ticket.id} value={ticket.id}>
                    {ticket.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {on && (
            <>
              <Typography variant="subtitle2">{t('guarantee.whom')}</Typography>
              <Controller
                control={control}
                name="noShowRisk"
                render={({ field }) => (
                  <SwitchWithHint
                    checked={field.value}
                    onChange={field.onChange}
                    label={t('guarantee.noShowRisk')}
                    hint={t('guarantee.noShowRiskHint')}
                  />
                )}
              />
              <Controller
                control={control}
                name="lateCanceller"
                render={({ field }) => (
                  <SwitchWithHint
                    checked={field.value}
                    onChange={field.onChange}
                    label={t('guarantee.lateCanceller')}
                    hint={t('guarantee.lateCancellerHint')}
                  />
                )}
              />
              <NumberField
                control={control}
                name="firstVisitMinPax"
                label={t('guarantee.firstVisitMinPax')}
                hint={t('guarantee.firstVisitHint')}
                min={1}
              />
              <Controller
                control={control}
                name="tagIds"
                render={({ field }) => (
                  <TextField
                    select
                    label={t('guarantee.tags')}
                    helperText={t('guarantee.tagsHint')}
                    value={field.value}
                    onChange={(e) => field.onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
                    slotProps={{
                      select: {
                        multiple: true,
                        renderValue: (ids) =>
                          (ids as string[]).map((id) => tags.find((tag) => tag.id === id)?.title ?? '').join(t('guarantee.separator')),
                      },
                    }}
                  >
                    {tags.map((tag) => (
                      <MenuItem key={tag.id} value={tag.id}>
                        <Checkbox checked={field.value.includes(tag.id)} size="small" />
                        <ListItemText primary={tag.title} />
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </>
          )}
        </SettingsSection>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        {/* The page's own form has its Save: this one names what it saves, for a screen reader and a test alike. */}
        <SaveSettingsButton enabled={isDirty || stale} saving={isSubmitting} label={t('guarantee.save')} />
      </Stack>
    </Card>
  );
}
