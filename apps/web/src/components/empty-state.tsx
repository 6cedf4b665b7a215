import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** An empty list says what the page is for and offers its first action (docs/ui.md, Everywhere); a "+" unless the action is not adding. */
export function EmptyState({
  message,
  action,
  onAction,
  icon = <AddIcon />,
}: {
  message: string;
  action: string;
  onAction: () => void;
  icon?: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {message}
      </Typography>
      <Button variant="contained" startIcon={icon} onClick={onAction}>
        {action}
      </Button>
    </Card>
  );
}
