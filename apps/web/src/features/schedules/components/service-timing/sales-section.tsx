import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TicketChoice } from '@host/domain/tickets';
import type { TimingSectionProps } from './timing-form';

/** Whether diners book the service online, and the ticket (deposit, prepayment) it sells. */
export function SalesSection({ control, tickets }: Pick<TimingSectionProps, 'control'> & { tickets: TicketChoice[] }) {
  const { t } = useTranslation('schedules');
  return (
    <>
      <Controller
        control={control}
        name="bookingOnline"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('fields.bookingOnline')}
          />
        )}
      />
      <Controller
        control={control}
        name="ticketId"
        render={({ field }) => (
          <TextField
            select
            label={t('fields.ticket')}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value || null)}
            helperText={t('fields.ticketHint')}
            fullWidth
          >
            <MenuItem value="">{t('fields.noTicket')}</MenuItem>
            {tickets.map((ticket) => (
              <MenuItem key={ticket.id} value={ticket.id}>
                <Box
                  component="span"
                  sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: ticket.color, mr: 1, display: 'inline-block', flexShrink: 0 }}
                  aria-hidden
                />
                {ticket.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </>
  );
}
