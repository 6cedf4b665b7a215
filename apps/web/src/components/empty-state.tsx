import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

/** An empty list says what the page is for and offers its first action (UI.md, Everywhere). */
export function EmptyState({ message, action, onAction }: { message: string; action: string; onAction: () => void }) {
  return (
    <Card variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {message}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAction}>
        {action}
      </Button>
    </Card>
  );
}
