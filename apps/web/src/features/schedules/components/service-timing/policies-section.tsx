import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TimingFormInput, TimingSectionProps } from './timing-form';

/** The service's own policies shown to the diner beside the outlet's: up to ten, each a title and a text. */
export function PoliciesSection({
  register,
  errors,
  policies,
}: Omit<TimingSectionProps, 'control'> & { policies: UseFieldArrayReturn<TimingFormInput, 'customPolicies'> }) {
  const { t } = useTranslation('schedules');
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {t('fields.policies')}
      </Typography>
      <Stack spacing={1.5}>
        {policies.fields.map((policy, index) => (
          <Stack key={policy.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <Stack sx={{ flexGrow: 1, gap: 1 }}>
              <TextField
                size="small"
                label={t('fields.policyTitle')}
                {...register(`customPolicies.${index}.title`)}
                error={!!errors.customPolicies?.[index]?.title}
                helperText={errors.customPolicies?.[index]?.title ? t('fields.required') : undefined}
              />
              <TextField
                size="small"
                label={t('fields.policyText')}
                multiline
                minRows={2}
                {...register(`customPolicies.${index}.description`)}
                error={!!errors.customPolicies?.[index]?.description}
                helperText={errors.customPolicies?.[index]?.description ? t('fields.required') : undefined}
              />
            </Stack>
            <Tooltip title={t('fields.removePolicy')}>
              <IconButton aria-label={t('fields.removePolicy')} onClick={() => policies.remove(index)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        ))}
        {policies.fields.length < 10 && (
          <Box>
            <Button size="small" startIcon={<AddIcon />} onClick={() => policies.append({ title: '', description: '' })}>
              {t('fields.addPolicy')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
