import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRANSACTION_SOURCES } from '@host/domain/payments/money-rules';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-time-inputs';
import type { TransactionFilters as Filters } from '../api/transactions';
import { ALL_STATUSES } from './filters-url';

/** A select of one filter: '' is "all". */
function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Array<[value: string, label: string]>;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('transactions');
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ flex: '1 1 160px', minWidth: 140 }}>
      <MenuItem value="">{t('filters.all')}</MenuItem>
      {options.map(([v, text]) => (
        <MenuItem key={v} value={v}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The date range (days in the outlet's zone, both included), the type, the status and the source. */
export function TransactionFilters({
  filters,
  onChange,
  rangeError,
}: {
  filters: Filters;
  onChange: (patch: Partial<Record<keyof Filters, string | null>>) => void;
  rangeError: boolean;
}) {
  const { t } = useTranslation('transactions');
  return (
    <Stack direction="row" role="group" aria-label={t('filters.label')} sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <DateInput
        label={t('filters.from')}
        value={filters.from ?? ''}
        onChange={(v) => onChange({ from: v || null })}
        sx={{ flex: '1 1 200px', minWidth: 170 }}
      />
      <DateInput
        label={t('filters.to')}
        value={filters.to ?? ''}
        onChange={(v) => onChange({ to: v || null })}
        error={rangeError}
        helperText={rangeError ? t('filters.toBeforeFrom') : undefined}
        sx={{ flex: '1 1 200px', minWidth: 170 }}
      />
      <Choice
        label={t('filters.type')}
        value={filters.type ?? ''}
        options={(['create', 'refund'] as const).map((v) => [v, t(`type.${v}`)])}
        onChange={(v) => onChange({ type: v || null })}
      />
      <Choice
        label={t('filters.status')}
        value={filters.status ?? ''}
        options={ALL_STATUSES.map((v) => [v, t(`status.${v}`)])}
        onChange={(v) => onChange({ status: v || null })}
      />
      <Choice
        label={t('filters.source')}
        value={filters.source ?? ''}
        options={TRANSACTION_SOURCES.map((v) => [v, t(`source.${v}`)])}
        onChange={(v) => onChange({ source: v || null })}
      />
    </Stack>
  );
}
