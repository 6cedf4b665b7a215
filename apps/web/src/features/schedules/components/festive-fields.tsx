import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { FESTIVE_MAX_DATES } from '@host/domain/availability/festive';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateInput, TimeInput } from '../../../components/date-time-inputs';
import type { Draft, TicketKind } from './festive-draft';

/**
 * The evening's dates (issue 32: "for chosen outlets and dates"): the template's next one filled in, others added one by
 * one (the same evening next year, a second night), each its own field with its own message.
 */
export function FestiveDates({
  dates,
  onChange,
  suggest,
  errorOf,
}: {
  dates: string[];
  onChange: (dates: string[]) => void;
  /** the date a new row starts with: the template's next date not chosen yet, or '' */
  suggest: () => string;
  errorOf: (index: number) => string | undefined;
}) {
  const { t } = useTranslation('schedules');
  const many = dates.length > 1;
  return (
    <Stack spacing={1} role="group" aria-labelledby="festive-dates">
      <FormLabel id="festive-dates">{t('festive.dates')}</FormLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start' }}>
        {dates.map((date, index) => (
          // Rows are positions in a short list the merchant edits in place; the index is their identity.
          <Stack key={index} direction="row" sx={{ alignItems: 'flex-start' }}>
            <DateInput
              label={many ? t('festive.dateNumbered', { n: index + 1 }) : t('festive.date')}
              value={date}
              onChange={(value) => onChange(dates.map((d, i) => (i === index ? value : d)))}
              error={Boolean(errorOf(index))}
              helperText={errorOf(index) ?? ' '}
              sx={{ width: 210 }}
            />
            {many && (
              <IconButton
                aria-label={t('festive.removeDate', { n: index + 1 })}
                onClick={() => onChange(dates.filter((_, i) => i !== index))}
                sx={{ mt: 1 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Stack>
        ))}
        {dates.length < FESTIVE_MAX_DATES && (
          <Button startIcon={<AddIcon />} onClick={() => onChange([...dates, suggest()])} sx={{ mt: 1 }}>
            {t('festive.addDate')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** The fixed sittings, the only times guests can book that evening: removed as chips, added by time. */
export function FestiveSittings({
  sittings,
  onChange,
  error,
}: {
  sittings: string[];
  onChange: (sittings: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('schedules');
  const [sitting, setSitting] = useState('');
  return (
    <>
      <FormLabel id="festive-sittings">{t('festive.sittings')}</FormLabel>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-labelledby="festive-sittings" role="list">
          {sittings.map((time) => (
            <Chip
              key={time}
              role="listitem"
              label={time}
              onDelete={() => onChange(sittings.filter((s) => s !== time))}
              deleteIcon={<CancelIcon titleAccess={t('festive.removeSitting', { time })} />}
            />
          ))}
        </Stack>
        <TimeInput label={t('festive.newSitting')} value={sitting} onChange={setSitting} sx={{ width: 180 }} />
        <Button
          startIcon={<AddIcon />}
          disabled={!/^\d\d:\d\d$/.test(sitting)}
          onClick={() => {
            onChange([...new Set([...sittings, sitting])].sort());
            setSitting('');
          }}
        >
          {t('festive.addSitting')}
        </Button>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </>
  );
}

/**
 * What guests pay when booking that evening: a new prepaid set menu or a new deposit (named and priced per guest here), one
 * of the brand's tickets, or nothing.
 */
export function FestiveTicket({
  draft,
  set,
  error,
  tickets,
}: {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  error: (field: string) => string | undefined;
  /** the brand's tickets on sale that take no card hold */
  tickets: Array<{ id: string; name: string }>;
}) {
  const { t } = useTranslation('schedules');
  return (
    <>
      <TextField
        select
        label={t('festive.ticket')}
        value={draft.ticketKind}
        onChange={(e) => set({ ticketKind: e.target.value as TicketKind })}
        sx={{ maxWidth: 360 }}
      >
        <MenuItem value="setMenu">{t('festive.ticketKinds.setMenu')}</MenuItem>
        <MenuItem value="deposit">{t('festive.ticketKinds.deposit')}</MenuItem>
        <MenuItem value="existing" disabled={tickets.length === 0}>
          {t('festive.ticketKinds.existing')}
        </MenuItem>
        <MenuItem value="none">{t('festive.ticketKinds.none')}</MenuItem>
      </TextField>
      {(draft.ticketKind === 'setMenu' || draft.ticketKind === 'deposit') && (
        <NewTicketFields kind={draft.ticketKind} draft={draft} set={set} error={error} />
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
    </>
  );
}

/** The draft's fields for each new ticket, and the words said about them. */
const NEW_TICKET = {
  setMenu: {
    name: 'menuName',
    price: 'menuPrice',
    words: { name: 'festive.menuName', price: 'festive.menuPrice', hint: 'festive.menuPriceHint' },
  },
  deposit: {
    name: 'depositName',
    price: 'depositPrice',
    words: { name: 'festive.depositName', price: 'festive.depositPrice', hint: 'festive.depositPriceHint' },
  },
} as const;

/** A new ticket's name and its price per guest, as typed. */
function NewTicketFields({
  kind,
  draft,
  set,
  error,
}: {
  kind: keyof typeof NEW_TICKET;
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  error: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('schedules');
  const { name, price, words } = NEW_TICKET[kind];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label={t(words.name)}
        value={draft[name]}
        onChange={(e) => set({ [name]: e.target.value })}
        error={Boolean(error('ticket.name'))}
        helperText={error('ticket.name') ?? ' '}
        sx={{ flexGrow: 1 }}
      />
      <TextField
        label={t(words.price)}
        value={draft[price]}
        onChange={(e) => set({ [price]: e.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={Boolean(error('ticket.price'))}
        helperText={error('ticket.price') ?? t(words.hint)}
        sx={{ width: { sm: 220 } }}
      />
    </Stack>
  );
}
