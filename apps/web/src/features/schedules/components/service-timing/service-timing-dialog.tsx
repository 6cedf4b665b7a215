import { zodResolver } from '../../../../lib/zod-resolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { serviceTimingInputSchema, type ServiceTimingInput } from '@host/domain/availability/schedules';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOutletProfile } from '../../../../state/outlet-profile';
import { useSession } from '../../../../state/session';
import { FormDialog } from '../../../../components/form-dialog';
import { useAllAreas } from '../../../floor';
import { useTickets, type ServiceTiming } from '../../api/schedules';
import { fieldState } from '../../../../lib/field-message';
import { AreasSection } from './areas-section';
import { BookingWindowSection } from './booking-window-section';
import { CapacitySection } from './capacity-section';
import { DaysSection } from './days-section';
import { HoursSection } from './hours-section';
import { PoliciesSection } from './policies-section';
import { SalesSection } from './sales-section';
import { SittingsSection } from './sittings-section';
import { SpecialDatesSection } from './special-dates-section';
import { formValuesOf, freshTiming, type TimingFormInput } from './timing-form';

type Props = {
  timing?: ServiceTiming;
  special?: boolean;
  /** a new special day's name and date, as a public holiday suggests them */
  startWith?: { name: string; date: string };
  onSave: (input: ServiceTimingInput) => void;
  onClose: () => void;
  busy?: boolean;
};

/**
 * A new service starts from the outlet's booking rules (/settings/booking-management): the form
 * opens once they are known (or failed to load), so nothing typed is ever replaced by them.
 */
export function ServiceTimingDialog(props: Props) {
  const outletId = useSession().data?.outlet?.id ?? '';
  const profile = useOutletProfile(outletId);
  if (!props.timing && profile.isPending) return null;
  const fresh = freshTiming(profile.data, props.special);
  return (
    <ServiceTimingForm
      {...props}
      fresh={props.startWith ? { ...fresh, name: props.startWith.name.slice(0, 60), specificDates: [props.startWith.date] } : fresh}
    />
  );
}

/** A weekly service, or a special day's own hours (or closed), with its pacing and booking rules. */
function ServiceTimingForm({ timing, special, onSave, onClose, busy, fresh }: Props & { fresh: TimingFormInput }) {
  const { t } = useTranslation('schedules');
  const outlet = useSession().data?.outlet;
  const areas = useAllAreas(outlet?.id ?? '');
  const tickets = useTickets(outlet?.brandId ?? '');
  const [more, setMore] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<TimingFormInput, unknown, ServiceTimingInput>({
    resolver: zodResolver(serviceTimingInputSchema),
    mode: 'onTouched',
    defaultValues: timing ? formValuesOf(timing) : fresh,
  });
  const policies = useFieldArray({ control, name: 'customPolicies' });
  const section = { control, register, errors };
  const closed = watch('isClosed');
  const allAreas = watch('isAllArea');
  return (
    <FormDialog
      title={timing ? t('timing.edit', { name: timing.name }) : special ? t('special.add') : t('timing.add')}
      onSubmit={handleSubmit(onSave)}
      onClose={onClose}
      busy={busy}
      maxWidth="md"
    >
      <Stack spacing={2}>
        <TextField label={t('fields.name')} {...register('name')} {...fieldState(errors.name, t('fields.nameHint'))} autoFocus />
        {special ? <SpecialDatesSection {...section} /> : <DaysSection {...section} />}
        {!closed && (
          <>
            <HoursSection {...section} />
            <SittingsSection {...section} />
            <CapacitySection {...section} />
            <SalesSection control={control} tickets={tickets.data ?? []} />
            <AreasSection {...section} areas={areas.data ?? []} allAreas={allAreas} />
            <Box>
              <Button size="small" onClick={() => setMore((m) => !m)} aria-expanded={more}>
                {more ? t('fields.less') : t('fields.more')}
              </Button>
            </Box>
            <Collapse in={more} unmountOnExit>
              <Stack spacing={2}>
                <BookingWindowSection {...section} special={special} />
                <PoliciesSection {...section} policies={policies} />
              </Stack>
            </Collapse>
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
