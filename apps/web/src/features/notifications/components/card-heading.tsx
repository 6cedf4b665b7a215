import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The heading of one of the messages page's cards, with the line under it that says what the card is for. */
export function CardHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <Box>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{subtitle}</Typography>
    </Box>
  );
}
