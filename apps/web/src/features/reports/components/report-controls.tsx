import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UserBrand } from '@host/domain/auth';
import { RANGE_PRESETS } from '@host/domain/reports/report';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-time-inputs';
import { translateFieldMessage } from '../../../lib/server-messages';
import { ALL_OUTLETS, presetPatch, type ReportRange } from './report-url';

type Patch = Record<string, string | null>;
const FIELD = { flex: '1 1 200px', minWidth: 180 } as const;

/**
 * The report's choices, each kept in the URL: the days (a preset, or two dates), the service (one
 * outlet's), and for a merchant the outlet, or all of theirs side by side.
 */
export function ReportControls({
  range,
  problem,
  onChange,
  services,
  service,
  brands,
  outlet,
}: {
  range: ReportRange;
  /** why the custom days cannot be reported (a message key), or null */
  problem: string | null;
  onChange: (patch: Patch) => void;
  /** the outlet's services; null in the side-by-side view (it has no service filter) */
  services: Array<{ id: string; name: string }> | null;
  service: string | null;
  /** a merchant's brands with their outlets; null for an outlet's own session */
  brands: UserBrand[] | null;
  outlet: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <Stack direction="row" role="group" aria-label={t('controls.label')} sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {brands && (
        <TextField
          select
          label={t('controls.outlet')}
          value={outlet}
          onChange={(e) => onChange({ outlet: e.target.value === ALL_OUTLETS ? null : e.target.value, service: null })}
          sx={FIELD}
        >
          <MenuItem value={ALL_OUTLETS}>{t('controls.allOutlets')}</MenuItem>
          {brands.flatMap((brand) => [
            ...(brands.length > 1 ? [<ListSubheader key={`brand-${brand.id}`}>{brand.brandName}</ListSubheader>] : []),
            ...brand.outlets.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.outletName}
              </MenuItem>
            )),
          ])}
        </TextField>
      )}
      <TextField
        select
        label={t('controls.range')}
        value={range.preset}
        onChange={(e) => onChange(presetPatch(e.target.value as ReportRange['preset'], range))}
        sx={FIELD}
      >
        {RANGE_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t(`presets.${preset}`)}
          </MenuItem>
        ))}
      </TextField>
      {range.preset === 'custom' && (
        <>
          <DayField label={t('controls.from')} value={range.from} onChange={(from) => onChange({ from })} />
          <DayField label={t('controls.to')} value={range.to} onChange={(to) => onChange({ to })} problem={problem} />
        </>
      )}
      {services && (
        <TextField
          select
          label={t('controls.service')}
          value={service ?? ''}
          onChange={(e) => onChange({ service: e.target.value || null })}
          sx={FIELD}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('controls.allServices')}</MenuItem>
          {services.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}

/**
 * A day of the custom range: what is typed stays in the field while it is not a day yet, and only a
 * whole day goes to the URL (the report keeps showing the last whole range meanwhile).
 */
function DayField({
  label,
  value,
  onChange,
  problem,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  problem?: string | null;
}) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed from elsewhere (a preset, Back): the field follows it.
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  return (
    <DateInput
      label={label}
      value={typed}
      onChange={(day) => {
        setTyped(day);
        if (day) onChange(day);
      }}
      error={Boolean(problem)}
      helperText={problem ? translateFieldMessage(problem) : undefined}
      sx={FIELD}
    />
  );
}
