import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { PLAN_HEIGHT, PLAN_WIDTH } from '@host/domain/tables';
import { forwardRef, type ReactNode } from 'react';
import { useHoverTip } from '../../../components/hover-tip';
import { plainThemeVariables } from '../../../components/plain-theme';

/**
 * The plan's drawing area: keeps the plan's proportions at any width; text sizes follow its width. It gives its tables'
 * plain elements the theme's colours as variables, and one hover tip for their marks.
 */
export const FloorCanvas = forwardRef<HTMLDivElement, { children: ReactNode; label: string; testId?: string }>(function FloorCanvas(
  { children, label, testId },
  ref,
) {
  const hoverTip = useHoverTip();
  return (
    <Box
      ref={ref}
      onPointerOver={hoverTip.onPointerOver}
      onPointerLeave={hoverTip.onPointerLeave}
      role="group"
      aria-label={label}
      data-testid={testId}
      sx={(theme) => ({
        ...plainThemeVariables(theme),
        position: 'relative',
        width: '100%',
        aspectRatio: `${PLAN_WIDTH} / ${PLAN_HEIGHT}`,
        containerType: 'inline-size',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: theme.palette.mode === 'dark' ? alpha(theme.palette.common.white, 0.02) : alpha(theme.palette.grey[500], 0.04),
        backgroundImage: `radial-gradient(${alpha(theme.palette.text.disabled, 0.35)} 1px, transparent 1px)`,
        backgroundSize: '2.5% 3.9%',
        overflow: 'hidden',
      })}
    >
      {children}
      {hoverTip.tip}
    </Box>
  );
});
