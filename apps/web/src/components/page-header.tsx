import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A page's title and the line under it, with the page's own actions beside them. `stack` puts the
 * actions under the title on a phone; otherwise they wrap below only when the row runs out of room.
 * `add` is a settings list's first action, the same "+" button on each such page.
 */
export function PageHeader({
  title,
  subtitle,
  actions: others,
  add,
  stack = false,
}: {
  title: string;
  subtitle: ReactNode;
  actions?: ReactNode;
  add?: { label: string; onClick: () => void } | false;
  stack?: boolean;
}) {
  const actions = add ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={add.onClick} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {add.label}
    </Button>
  ) : (
    others
  );
  const heading = (grow: boolean) => (
    <Box sx={grow ? { flexGrow: 1, minWidth: stack ? undefined : 240 } : undefined}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{subtitle}</Typography>
    </Box>
  );
  if (!actions) return heading(false);
  return stack ? (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
      {heading(true)}
      {actions}
    </Stack>
  ) : (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      {heading(true)}
      {actions}
    </Stack>
  );
}
