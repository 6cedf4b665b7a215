import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Block } from '@host/domain/tables';
import { useTranslation } from 'react-i18next';
import { DateInput, TimeInput } from '../../../components/date-time-inputs';
import { useFormat } from '../../../i18n/format';

/**
 * Times an area or a table is held back from bookings (a private event, repairs): a date with a
 * start and an end time, and a reason for staff. Table suggestions leave blocked tables out.
 */
export function BlocksField({
  value,
  onChange,
  defaultDate,
}: {
  value: Block[];
  onChange: (blocks: Block[]) => void;
  defaultDate: string;
}) {
  const { t } = useTranslation('floor');
  const fmt = useFormat();
  const update = (index: number, patch: Partial<Block>) => onChange(value.map((b, i) => (i === index ? { ...b, ...patch } : b)));
  return (
    <Stack spacing={1.5} role="group" aria-label={t('blocks.title')}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {t('blocks.title')}
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange([...value, { date: defaultDate, startTime: '18:00', endTime: '22:00', reason: '' }])}
        >
          {t('blocks.add')}
        </Button>
      </Stack>
      {value.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('blocks.none')}
        </Typography>
      )}
      {value.map((block, index) => {
        const backwards = block.endTime.slice(0, 5) <= block.startTime.slice(0, 5);
        return (
          <Stack
            key={index}
            direction="row"
            sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', '& > .MuiTextField-root': { flexShrink: 0 } }}
          >
            <DateInput
              size="small"
              label={t('blocks.date')}
              value={block.date}
              onChange={(date) => update(index, { date })}
              sx={{ width: 170 }}
            />
            <TimeInput
              size="small"
              label={t('blocks.from')}
              value={block.startTime}
              onChange={(startTime) => update(index, { startTime })}
              sx={{ width: 130 }}
            />
            <TimeInput
              size="small"
              label={t('blocks.to')}
              value={block.endTime}
              onChange={(endTime) => update(index, { endTime })}
              error={backwards}
              helperText={backwards ? t('blocks.endAfterStart') : undefined}
              sx={{ width: 130 }}
            />
            <TextField
              size="small"
              label={t('blocks.reason')}
              value={block.reason ?? ''}
              onChange={(e) => update(index, { reason: e.target.value })}
              sx={{ flex: '1 1 180px' }}
            />
            <IconButton
              aria-label={t('blocks.remove', { date: block.date ? fmt.calendarDay(block.date) : '' })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        );
      })}
    </Stack>
  );
}
