import { zodResolver } from '../../../lib/zod-resolver';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { TAG_COLOURS, TAG_TITLE_MAX, tagColourOf } from '@host/domain/brand-tags';
import { brandTagInputSchema, type BrandTagInput, type BrandTagView } from '@host/domain/brand-tags-schemas';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { TagChip } from '../../../components/tag-chips';
import { fieldMessage, fieldState } from '../../../lib/field-message';

/** A tag's title and colour, new or edited; the chip as hosts will see it, drawn as it is typed. */
export function BrandTagDialog({
  tag,
  busy,
  titleError,
  onSave,
  onClose,
}: {
  tag?: BrandTagView;
  busy: boolean;
  /** the server's refusal of the title (another tag has it), in the user's language */
  titleError?: string;
  onSave: (input: BrandTagInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const theme = useTheme();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BrandTagInput>({
    resolver: zodResolver(brandTagInputSchema),
    mode: 'onTouched',
    defaultValues: tag ? { title: tag.title, colour: tag.colour as BrandTagInput['colour'] } : { title: '', colour: 'blue' },
  });
  const [title, colour] = useWatch({ control, name: ['title', 'colour'] });
  const titleState = fieldState(errors.title, t('brandTags.titleHint', { max: TAG_TITLE_MAX }));
  return (
    <FormDialog
      title={tag ? t('brandTags.editTitle', { title: tag.title }) : t('brandTags.addTitle')}
      onSubmit={handleSubmit(onSave)}
      onClose={onClose}
      busy={busy}
      maxWidth="xs"
      submit={{ label: tag ? t('brandTags.saveTag') : t('brandTags.addTag') }}
    >
      <Stack spacing={2.5}>
        <TextField
          label={t('brandTags.name')}
          {...register('title')}
          autoFocus
          slotProps={{ htmlInput: { maxLength: TAG_TITLE_MAX } }}
          error={titleState.error || Boolean(titleError)}
          helperText={titleError ?? titleState.helperText}
        />
        <Controller
          control={control}
          name="colour"
          render={({ field }) => (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend" sx={{ mb: 1 }}>
                {t('brandTags.colour')}
              </FormLabel>
              <Box role="radiogroup" aria-label={t('brandTags.colour')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {TAG_COLOURS.map((option) => {
                  const swatch = tagColourOf(option);
                  const fill = theme.palette.mode === 'dark' ? swatch.darkColor : swatch.color;
                  const chosen = field.value === option;
                  return (
                    <Box
                      key={option}
                      component="button"
                      type="button"
                      role="radio"
                      aria-checked={chosen}
                      aria-label={t(`brandTags.colours.${option}`)}
                      title={t(`brandTags.colours.${option}`)}
                      onClick={() => field.onChange(option)}
                      sx={{
                        width: 36,
                        height: 36,
                        borderRadius: '50%',
                        border: 2,
                        borderColor: chosen ? 'text.primary' : 'transparent',
                        outline: 'none',
                        bgcolor: fill,
                        color: theme.palette.getContrastText(fill),
                        cursor: 'pointer',
                        display: 'grid',
                        placeItems: 'center',
                        boxShadow: chosen ? `0 0 0 2px ${theme.palette.background.paper} inset` : 'none',
                        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                      }}
                    >
                      {chosen && <CheckIcon fontSize="small" />}
                    </Box>
                  );
                })}
              </Box>
              {errors.colour && <FormHelperText error>{fieldMessage(errors.colour)}</FormHelperText>}
            </Box>
          )}
        />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('guestTags.shownAs')}
          </Typography>
          <TagChip tag={{ id: 'preview', title: title?.trim() || t('brandTags.name'), colour: colour ?? 'grey' }} />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
