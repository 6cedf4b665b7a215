import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  FESTIVE_DEFAULTS,
  FESTIVE_TEMPLATES,
  festiveEveningInputSchema,
  type FestiveEveningInput,
  type FestiveTemplate,
} from '@host/domain/availability/festive';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { useFormat } from '../../../i18n/format';
import { useLocale } from '../../../i18n/locale';
import { translateError, translateFieldMessage } from '../../../lib/server-messages';
import { useTickets } from '../api/schedules';
import { previewFestiveEvening, useComingHolidays, type FestivePlan } from '../api/festive';
import { inputOf, newTicketPrice, type Draft } from './festive-draft';
import { FestiveDates, FestiveSittings, FestiveTicket } from './festive-fields';
import { FestivePreview } from './festive-preview';

/**
 * A festive evening in one step (issue 32, point 4): a template (Chinese New Year's Eve, Valentine's Day, Mother's Day,
 * Christmas Eve, New Year's Eve) filled in for its next date, applied to the outlets and dates chosen: a special day of fixed
 * sittings at each, a prepaid set menu (or another ticket), the evening's policy. Two steps: the form, then a preview of
 * what it makes and, outlet by outlet, the bookings it strands (the server's dry run); only then is it made, as previewed:
 * the bookings listed are confirmed with it, and one stranded since the preview is still asked about (409).
 */
export function FestiveDialog({
  outletId,
  brandId,
  outlets,
  today,
  busy,
  onSave,
  onClose,
}: {
  outletId: string;
  brandId: string;
  /** the brand's outlets the merchant may set it up at */
  outlets: Array<{ id: string; outletName: string }>;
  today: string;
  busy: boolean;
  onSave: (input: FestiveEveningInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('schedules');
  const { language } = useLocale();
  const fmt = useFormat();
  const coming = useComingHolidays(outletId, today, language);
  const tickets = (useTickets(brandId).data ?? []).filter((ticket) => ticket.typePayment !== 1);
  const nextDateOf = (template: FestiveTemplate) => coming.festive.find((f) => f.template === template)?.date ?? '';
  const draftFor = (template: FestiveTemplate, kept?: Draft): Draft => ({
    template,
    name: t(`festive.templates.${template}.evening`),
    outletIds: kept?.outletIds ?? [outletId],
    dates: [nextDateOf(template)],
    sittings: FESTIVE_DEFAULTS[template].sittings,
    sittingMinutes: FESTIVE_DEFAULTS[template].sittingMinutes,
    ticketKind: kept?.ticketKind ?? 'setMenu',
    menuName: t(`festive.templates.${template}.menu`),
    menuPrice: kept?.menuPrice ?? '',
    depositName: t(`festive.templates.${template}.deposit`),
    depositPrice: kept?.depositPrice ?? '',
    ticketId: kept?.ticketId ?? '',
    policy: t(`festive.defaultPolicies.${kept?.ticketKind ?? 'setMenu'}`),
  });
  const [draft, setDraft] = useState<Draft>(() => draftFor('CNY_EVE'));
  const latest = useRef(draft);
  latest.current = draft;
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The server's dry run of the input as it was sent, once the form is whole: the second step. Back returns to the form.
  const [plan, setPlan] = useState<{ input: FestiveEveningInput; result: FestivePlan } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  // The template's date arrives with the holidays: filled in once known, unless the merchant already chose one.
  const { known } = coming;
  useEffect(() => {
    if (known) setDraft((d) => (d.dates.some(Boolean) ? d : { ...d, dates: [nextDateOf(d.template)] }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known]);
  const set = (patch: Partial<Draft>) =>
    setDraft((d) => {
      const next = { ...d, ...patch };
      // Another kind of ticket: the policy that came with the last one follows it, unless the merchant wrote their own.
      if (patch.ticketKind && d.policy === t(`festive.defaultPolicies.${d.ticketKind}`))
        next.policy = t(`festive.defaultPolicies.${patch.ticketKind}`);
      return next;
    });
  const error = (field: string) => errors[field];
  /** A new date row starts on the template's next date not chosen yet (next year's, for a yearly evening). */
  const suggestDate = () => coming.festive.find((f) => f.template === draft.template && !draft.dates.includes(f.date))?.date ?? '';

  const preview = async () => {
    const parsed = festiveEveningInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= translateFieldMessage(issue.message) ?? issue.message;
      const typed = newTicketPrice(draft);
      if (typed !== null && !(typed > 0)) found['ticket.price'] = t('festive.enterPrice');
      return setErrors(found);
    }
    setErrors({});
    setPreviewing(true);
    try {
      // What is set up is what was previewed, even if the form changed while the preview was asked.
      const input = inputOf(draft);
      const result = await previewFestiveEvening(brandId, input);
      // Edited while the preview was asked: that preview is of another evening; Preview again asks for this one.
      if (JSON.stringify(inputOf(latest.current)) === JSON.stringify(input)) setPlan({ input, result });
    } catch (failure) {
      // A date already special at an outlet, a ticket no longer on sale: said in the user's language; the form stays.
      enqueueSnackbar(translateError(failure, t('festive.previewFailed')), { variant: 'error' });
    } finally {
      setPreviewing(false);
    }
  };
  const chosenOutlets = outlets.filter((o) => draft.outletIds.includes(o.id)).map((o) => o.outletName);
  const chosenDates = [...new Set(draft.dates.filter(Boolean))].sort();
  const listed = (items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  const price = newTicketPrice(draft) ?? 0;
  // What Set up makes, in words, before it is made: under the form, and atop the preview.
  const summary = (
    <Alert severity="info" role="note" data-testid="festive-summary">
      <Typography variant="body2">
        {t('festive.summary', {
          count: Math.max(chosenDates.length, 1),
          outlets: listed(chosenOutlets) || '—',
          date: listed(chosenDates.map(fmt.calendarDay)) || '—',
          sittings: draft.sittings.join(', ') || '—',
          minutes: draft.sittingMinutes,
        })}
      </Typography>
      {price > 0 && (
        <Typography variant="body2">
          {draft.ticketKind === 'setMenu'
            ? t('festive.summaryMenu', { menu: draft.menuName, price: fmt.money(Math.round(price * 100)) })
            : t('festive.summaryDeposit', { deposit: draft.depositName, price: fmt.money(Math.round(price * 100)) })}
        </Typography>
      )}
    </Alert>
  );

  if (plan)
    return (
      <FormDialog
        title={t('festive.preview.title')}
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ ...plan.input, previewedReservationIds: plan.result.outlets.flatMap((o) => o.affected.map((r) => r.id)) });
        }}
        onClose={onClose}
        back={() => setPlan(null)}
        busy={busy}
        maxWidth="md"
        submit={{ label: t('festive.setUp') }}
      >
        <FestivePreview plan={plan.result} summary={summary} />
      </FormDialog>
    );

  return (
    <FormDialog
      title={t('festive.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void preview();
      }}
      onClose={onClose}
      busy={previewing}
      maxWidth="md"
      submit={{ label: t('festive.previewAction') }}
    >
      <Stack spacing={2.5}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={draft.template}
          onChange={(_, template: FestiveTemplate | null) => template && setDraft((d) => draftFor(template, d))}
          aria-label={t('festive.template')}
          sx={{ flexWrap: 'wrap' }}
        >
          {FESTIVE_TEMPLATES.map((template) => (
            <ToggleButton key={template} value={template} sx={{ textTransform: 'none' }}>
              {t(`festive.templates.${template}.name`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          label={t('festive.name')}
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
          error={Boolean(error('name'))}
          helperText={error('name') ?? ' '}
          sx={{ maxWidth: 480 }}
        />
        <FestiveDates
          dates={draft.dates}
          onChange={(dates) => set({ dates })}
          suggest={suggestDate}
          errorOf={(index) => error(`dates.${index}`) ?? (index === 0 ? error('dates') : undefined)}
        />
        <FormGroup aria-label={t('festive.outlets')} role="group">
          <FormLabel component="legend">{t('festive.outlets')}</FormLabel>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            {outlets.map((outlet) => (
              <FormControlLabel
                key={outlet.id}
                label={outlet.outletName}
                control={
                  <Checkbox
                    checked={draft.outletIds.includes(outlet.id)}
                    onChange={(e) =>
                      set({
                        outletIds: e.target.checked ? [...draft.outletIds, outlet.id] : draft.outletIds.filter((id) => id !== outlet.id),
                      })
                    }
                  />
                }
              />
            ))}
          </Stack>
          {error('outletIds') && <FormHelperText error>{error('outletIds')}</FormHelperText>}
        </FormGroup>
        <Stack spacing={1}>
          <FestiveSittings sittings={draft.sittings} onChange={(sittings) => set({ sittings })} error={error('sittings')} />
          <TextField
            type="number"
            label={t('festive.sittingMinutes')}
            value={draft.sittingMinutes}
            onChange={(e) => set({ sittingMinutes: Number(e.target.value) })}
            error={Boolean(error('sittingMinutes'))}
            helperText={error('sittingMinutes') ?? t('festive.sittingMinutesHint')}
            slotProps={{ htmlInput: { min: 60, max: 300, step: 15 } }}
            sx={{ width: 260 }}
          />
        </Stack>
        <Stack spacing={1.5}>
          <FestiveTicket draft={draft} set={set} error={error} tickets={tickets} />
          <TextField
            label={t('festive.policy')}
            value={draft.policy}
            onChange={(e) => set({ policy: e.target.value })}
            multiline
            minRows={2}
            error={Boolean(error('policy'))}
            helperText={error('policy') ?? t('festive.policyHint')}
          />
        </Stack>
        {summary}
      </Stack>
    </FormDialog>
  );
}
