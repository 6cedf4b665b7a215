import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

/** The usual parties, a tap each (docs/ui.md): a walk-in's and a queued party's size; a bigger one is typed beside. */
export const QUICK_PAX = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export function PartySizeToggles({
  value,
  onChange,
  labelledBy,
  sizes = QUICK_PAX,
}: {
  value: number;
  onChange: (pax: number) => void;
  /** the id of the question it answers ("How many guests?") */
  labelledBy: string;
  sizes?: readonly number[];
}) {
  const { t } = useTranslation('reservations');
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_, v: number | null) => v && onChange(v)}
      aria-labelledby={labelledBy}
      sx={{ flexWrap: 'wrap' }}
    >
      {sizes.map((n) => (
        <ToggleButton key={n} value={n} sx={{ minWidth: 48 }} aria-label={t('row.paxLabel', { count: n })}>
          {n}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
