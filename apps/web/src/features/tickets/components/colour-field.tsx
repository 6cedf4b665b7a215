import { TICKET_COLOURS } from '@host/domain/tickets';
import { useTranslation } from 'react-i18next';
import { SwatchPicker } from '../../../components/swatch-picker';

/** The ticket's colour from the fixed palette; a swatch is read out by its number, not its code. */
export function ColourField({ value, onChange }: { value: string; onChange: (colour: (typeof TICKET_COLOURS)[number]) => void }) {
  const { t } = useTranslation('tickets');
  return (
    <SwatchPicker
      label={t('form.colour')}
      colours={TICKET_COLOURS}
      value={value}
      onChange={onChange}
      nameOf={(_c, i) => t('form.colourName', { n: i + 1 })}
    />
  );
}
