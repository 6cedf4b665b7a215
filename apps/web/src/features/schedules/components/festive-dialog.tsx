import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
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
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, TimeInput } from '../../../components/date-time-inputs';
import { FormDialog } from '../../../components/form-dialog';
import { useFormat } from '../../../i18n/format';
import { useLocale } from '../../../i18n/locale';
import { translateFieldMessage } from '../../../lib/server-messages';
import { useTickets } from '../api/schedules';
import { useComingHolidays } from '../api/festive';
import { inputOf, type Draft, type TicketKind } from './festive-draft';

/**
 * A festive evening in one step (issue 32, point 4): a template (Chinese New Year's Eve, Valentine's Day, Mother's Day,
 * Christmas Eve, New Year's Eve) filled in for its next date, applied to the outlets ticked: a special day of fixed sittings
 * at each, a prepaid set menu (or another ticket), the evening's policy. What it makes is said before it is made; the
 * bookings it strands are listed by the page's ask-first dialog.
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
    date: nextDateOf(template),
    sittings: FESTIVE_DEFAULTS[template].sittings,
    sittingMinutes: FESTIVE_DEFAULTS[template].sittingMinutes,
    ticketKind: kept?.ticketKind ?? 'setMenu',
    menuName: t(`festive.templates.${template}.menu`),
    menuPrice: kept?.menuPrice ?? '',
    ticketId: kept?.ticketId ?? '',
    policy: t('festive.defaultPolicy'),
  });
  const [draft, setDraft] = useState<Draft>(() => draftFor('CNY_EVE'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sitting, setSitting] = useState('');
  // The template's date arrives with the holidays: filled in once known, unless the merchant already chose one.
  const { known } = coming;
  useEffect(() => {
    if (known) setDraft((d) => (d.date ? d : { ...d, date: nextDateOf(d.template) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known]);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const error = (field: string) => errors[field];

  const submit = () => {
    const parsed = festiveEveningInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= translateFieldMessage(issue.message) ?? issue.message;
      if (draft.ticketKind === 'setMenu' && !(Number(draft.menuPrice) > 0)) found['ticket.price'] = t('festive.enterPrice');
      return setErrors(found);
    }
    setErrors({});
    onSave(inputOf(draft));
  };
  const chosenOutlets = outlets.filter((o) => draft.outletIds.includes(o.id)).map((o) => o.outletName);
  const price = Number(draft.menuPrice);

  return (
    <FormDialog
      title={t('festive.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
      busy={busy}
      maxWidth="md"
      submit={{ label: t('festive.setUp') }}
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
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('festive.name')}
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
            error={Boolean(error('name'))}
            helperText={error('name') ?? ' '}
            sx={{ flexGrow: 1 }}
          />
          <DateInput
            label={t('festive.date')}
            value={draft.date}
            onChange={(date) => set({ date })}
            error={Boolean(error('dates'))}
            helperText={error('dates') ?? ' '}
            sx={{ width: { sm: 220 }, flexShrink: 0 }}
          />
        </Stack>
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
          <FormLabel id="festive-sittings">{t('festive.sittings')}</FormLabel>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-labelledby="festive-sittings" role="list">
              {draft.sittings.map((time) => (
                <Chip
                  key={time}
                  role="listitem"
                  label={time}
                  onDelete={() => set({ sittings: draft.sittings.filter((s) => s !== time) })}
                  deleteIcon={<CancelIcon titleAccess={t('festive.removeSitting', { time })} />}
                />
              ))}
            </Stack>
            <TimeInput label={t('festive.newSitting')} value={sitting} onChange={setSitting} sx={{ width: 180 }} />
            <Button
              startIcon={<AddIcon />}
              disabled={!/^\d\d:\d\d$/.test(sitting)}
              onClick={() => {
                set({ sittings: [...new Set([...draft.sittings, sitting])].sort() });
                setSitting('');
              }}
            >
              {t('festive.addSitting')}
            </Button>
          </Stack>
          {error('sittings') && <FormHelperText error>{error('sittings')}</FormHelperText>}
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
          <TextField
            select
            label={t('festive.ticket')}
            value={draft.ticketKind}
            onChange={(e) => set({ ticketKind: e.target.value as TicketKind })}
            sx={{ maxWidth: 360 }}
          >
            <MenuItem value="setMenu">{t('festive.ticketKinds.setMenu')}</MenuItem>
            <MenuItem value="existing" disabled={tickets.length === 0}>
              {t('festive.ticketKinds.existing')}
            </MenuItem>
            <MenuItem value="none">{t('festive.ticketKinds.none')}</MenuItem>
          </TextField>
          {draft.ticketKind === 'setMenu' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('festive.menuName')}
                value={draft.menuName}
                onChange={(e) => set({ menuName: e.target.value })}
                error={Boolean(error('ticket.name'))}
                helperText={error('ticket.name') ?? ' '}
                sx={{ flexGrow: 1 }}
              />
              <TextField
                label={t('festive.menuPrice')}
                value={draft.menuPrice}
                onChange={(e) => set({ menuPrice: e.target.value })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                error={Boolean(error('ticket.price'))}
                helperText={error('ticket.price') ?? t('festive.menuPriceHint')}
                sx={{ width: { sm: 220 } }}
              />
            </Stack>
          )}
          {draft.ticketKind === 'existing' && (
            <TextField
              select
              label={t('festive.existingTicket')}
              value={draft.ticketId}
              onChange={(e) => set({ ticketId: e.target.value })}
              error={Boolean(error('ticket.ticketId'))}
              helperText={error('ticket.ticketId') ?? ' '}
              sx={{ maxWidth: 360 }}
            >
              {tickets.map((ticket) => (
                <MenuItem key={ticket.id} value={ticket.id}>
                  {ticket.name}
                </MenuItem>
              ))}
            </TextField>
          )}
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
        {/* What Set up makes, in words, before it is made. */}
        <Alert severity="info" role="note" data-testid="festive-summary">
          <Typography variant="body2">
            {t('festive.summary', {
              outlets: chosenOutlets.join(', ') || '—',
              date: draft.date ? fmt.calendarDay(draft.date) : '—',
              sittings: draft.sittings.join(', ') || '—',
              minutes: draft.sittingMinutes,
            })}
          </Typography>
          {draft.ticketKind === 'setMenu' && price > 0 && (
            <Typography variant="body2">
              {t('festive.summaryMenu', { menu: draft.menuName, price: fmt.money(Math.round(price * 100)) })}
            </Typography>
          )}
        </Alert>
      </Stack>
    </FormDialog>
  );
}
