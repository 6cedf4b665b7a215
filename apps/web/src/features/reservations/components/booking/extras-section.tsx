import { TagChip, TagChips } from '../../../../components/tag-chips';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BOOKING_NOTIFY_FLAGS } from '@host/domain/reservations/editable';
import { OCCASIONS } from '@host/domain/reservations/booking-options';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BookingForm } from './use-booking-form';

/** The diner's notes, then behind "more": occasions, tags, notes and staff notes. */
export function ExtrasSection({ form }: { form: BookingForm }) {
  const { t } = useTranslation('reservations');
  const { control, register, lock, tags } = form;
  const [more, setMore] = useState(false);
  return (
    <>
      <TextField
        label={t('fields.notesDiner')}
        multiline
        minRows={2}
        disabled={lock('notesDiner').disabled}
        helperText={lock('notesDiner').helper}
        {...register('notesDiner')}
      />
      <Box>
        <Button size="small" onClick={() => setMore((m) => !m)} aria-expanded={more}>
          {more ? t('dialog.less') : t('dialog.more')}
        </Button>
      </Box>
      <Collapse in={more} unmountOnExit>
        <Stack spacing={2}>
          <Controller
            name="occasions"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label={t('fields.occasions')}
                disabled={lock('occasions').disabled}
                value={field.value ?? []}
                onChange={(e) => field.onChange(e.target.value)}
                slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).map((o) => t(`occasions.${o}`)).join(', ') } }}
              >
                {OCCASIONS.map((o) => (
                  <MenuItem key={o} value={o}>
                    {t(`occasions.${o}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="tagIds"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label={t('fields.tagIds')}
                disabled={lock('tagIds').disabled}
                value={field.value ?? []}
                onChange={(e) => field.onChange(e.target.value)}
                slotProps={{
                  select: {
                    multiple: true,
                    // The tags as the row will show them, in the brand's colours.
                    renderValue: (v) => <TagChips tags={tags.filter((tg) => (v as string[]).includes(tg.id))} max={6} dense />,
                  },
                }}
              >
                {tags.map((tg) => (
                  <MenuItem key={tg.id} value={tg.id}>
                    <TagChip tag={tg} />
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {/* Guests who joined beyond the booking: in the party's size, not against the slot's covers (docs/rules.md section 3). */}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            {(['extraAdult', 'extraChildren'] as const).map((field) => (
              <TextField
                key={field}
                type="number"
                label={t(`fields.${field}`)}
                disabled={lock(field).disabled}
                slotProps={{ htmlInput: { min: 0, max: 500 } }}
                error={Boolean(form.errorOf(field))}
                helperText={form.errorOf(field) ?? lock(field).helper}
                {...register(field, { valueAsNumber: true })}
              />
            ))}
          </Box>
          {form.isEdit && <NotifyChoices form={form} />}
          <TextField label={t('fields.notes')} multiline minRows={2} disabled={lock('notes').disabled} {...register('notes')} />
          <TextField
            label={t('fields.staffNotes')}
            multiline
            minRows={2}
            disabled={lock('staffNotes').disabled}
            {...register('staffNotes')}
          />
        </Stack>
      </Collapse>
    </>
  );
}

/** What this guest agreed to hear (issue 14): by which channels, and whether to be asked to confirm and reminded. */
function NotifyChoices({ form }: { form: BookingForm }) {
  const { t } = useTranslation('reservations');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('fields.notify')}
      </Typography>
      <FormGroup row>
        {BOOKING_NOTIFY_FLAGS.map((flag) => (
          <Controller
            key={flag}
            name={flag}
            control={form.control}
            render={({ field }) => (
              <FormControlLabel
                label={t(`fields.${flag}`)}
                disabled={form.lock(flag).disabled}
                control={<Checkbox checked={Boolean(field.value)} onChange={(_e, on) => field.onChange(on)} />}
              />
            )}
          />
        ))}
      </FormGroup>
    </Box>
  );
}
