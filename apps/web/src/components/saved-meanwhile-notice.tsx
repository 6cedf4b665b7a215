import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode, Ref } from 'react';

/**
 * An edit page's word that someone else saved first (a 409): keep what was typed and save it over
 * theirs, or load theirs into the form. The labels are the page's own (each feature words them).
 */
export function SavedMeanwhileNotice({
  text,
  keepLabel,
  loadLabel,
  onKeep,
  onLoad,
  ref,
}: {
  text: ReactNode;
  keepLabel: string;
  loadLabel: string;
  onKeep: () => void;
  onLoad: () => void;
  /** a long form scrolls the notice into view when it appears */
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Alert
      ref={ref}
      severity="warning"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          <Button color="inherit" size="small" onClick={onKeep}>
            {keepLabel}
          </Button>
          <Button color="inherit" size="small" onClick={onLoad}>
            {loadLabel}
          </Button>
        </Stack>
      }
    >
      {text}
    </Alert>
  );
}
