import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TicketChoice } from '@host/domain/tickets';
import type { TimingSectionProps } from './timing-form';

/** Whether diners book the service online, and the ticket (deposit, prepayment) it sells. */
export function SalesSection({ control, tickets }: Pick<TimingSectionProps, 'control'> & { tickets: TicketChoice[] }) {
  const { t } = useTranslation('schedules');
  // Only a service booked online sells its ticket to diners: the hints say what else it takes.
  const online = !!useWatch({ control, name: 'bookingOnline' });
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
            helperText={field.value && !online ? t('fields.ticketOnlineOff') : t('fields.ticketHint')}
            fullWidth
          >
            <MenuItem value="">{t('fields.noTicket')}</MenuItem>
            {tickets.map((ticket) => (
              <MenuItem key={ticket.id} value={ticket.id} sx={{ alignItems: 'flex-start' }}>
                <Box
                  component="span"
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: ticket.color,
                    mr: 1,
                    mt: 0.75,
                    display: 'inline-block',
                    flexShrink: 0,
                  }}
                  aria-hidden
                />
                <Box component="span">
                  {ticket.name}
                  {/* On sale, yet no service sells it: diners never see it until one does (issue 28). */}
                  {ticket.servicesSelling === 0 && ticket.id !== field.value && (
                    <Typography
                      component="span"
                      variant="caption"
                      color="warning.main"
                      sx={{ display: 'block' }}
                      data-testid="ticket-not-online"
                    >
                      {t(online ? 'fields.ticketNotOnline' : 'fields.ticketNotOnlineTurnOn')}
                    </Typography>
                  )}
                </Box>
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </>
  );
}
