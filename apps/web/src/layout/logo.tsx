import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          borderRadius: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: 20,
        }}
      >
        H
      </Box>
      {!compact && (
        <Typography component="span" sx={{ fontWeight: 800, fontSize: 20, letterSpacing: -0.5 }}>
          Host
        </Typography>
      )}
    </Box>
  );
}
