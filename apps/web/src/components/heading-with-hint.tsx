import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A heading and, under it, the line that says what follows is for: one look for every settings card
 * and part of one. `size` is how it looks (a card's or section's heading, or a part's inside one);
 * `level` is its place in the page's outline, for screen readers.
 */
export function HeadingWithHint({
  title,
  hint,
  id,
  level = 'h2',
  size = 'section',
  sx,
}: {
  title: ReactNode;
  hint?: ReactNode;
  id?: string;
  level?: 'h2' | 'h3';
  size?: 'section' | 'part';
  sx?: SxProps<Theme>;
}) {
  return (
    <Box sx={sx}>
      <Typography
        id={id}
        component={level}
        {...(size === 'section' ? { variant: 'h6' } : { variant: 'subtitle1', sx: { fontWeight: 600 } })}
      >
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}
