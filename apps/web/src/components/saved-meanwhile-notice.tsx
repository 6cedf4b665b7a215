import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form's word that someone else saved first (a 409, docs/ui.md "Forms and dialogs"): what was typed
 * is still in the form; keep it and save it over theirs, or load theirs into the form. The text says
 * what was saved, in the page's own words.
 */
export function SavedMeanwhileNotice({
  text,
  onKeep,
  onLoad,
  ref,
}: {
  text: ReactNode;
  onKeep: () => void;
  onLoad: () => void;
  /** a long form scrolls the notice into view when it appears */
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      ref={ref}
      severity="warning"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          <Button color="inherit" size="small" onClick={onKeep}>
            {t('savedMeanwhile.keepMine')}
          </Button>
          <Button color="inherit" size="small" onClick={onLoad}>
            {t('savedMeanwhile.loadTheirs')}
          </Button>
        </Stack>
      }
    >
      {text}
    </Alert>
  );
}
