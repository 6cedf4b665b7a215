import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { ALLERGENS, DIETARY_NEEDS, type DietaryNeed } from '@host/domain/guest-needs';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomerFormValues } from './customer-form-values';

/**
 * The needs a host ticks for a guest (issue 32): the allergies first, in the colour they are shown in at the door, then the
 * diets. Their words and the seating wish are text fields of the form beside it.
 */
export function DietaryChecks({ form, onEdited }: { form: UseFormReturn<CustomerFormValues>; onEdited: () => void }) {
  const { t } = useTranslation('customers');
  return (
    <Controller
      control={form.control}
      name="dietary"
      render={({ field: f }) => {
        const toggle = (need: DietaryNeed, on: boolean) => {
          onEdited();
          f.onChange(DIETARY_NEEDS.filter((n) => (n === need ? on : f.value.includes(n))));
        };
        return (
          <FormControl component="fieldset" sx={{ gridColumn: '1 / -1' }}>
            <FormLabel component="legend">{t('guestNeeds.label', { ns: 'common' })}</FormLabel>
            <FormGroup row>
              {DIETARY_NEEDS.map((need) => (
                <FormControlLabel
                  key={need}
                  label={t(`guestNeeds.${need}`, { ns: 'common' })}
                  control={
                    <Checkbox
                      checked={f.value.includes(need)}
                      color={ALLERGENS.has(need) ? 'error' : 'primary'}
                      onChange={(e) => toggle(need, e.target.checked)}
                      slotProps={{ input: { ref: need === DIETARY_NEEDS[0] ? f.ref : undefined } }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      }}
    />
  );
}
