import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { TABLE_STATUS_COLOURS } from '@host/domain/floor/palette';
import { TABLE_STATUS, tableStatusName } from '@host/domain/statuses';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { tablePlacement } from './table-geometry';

export interface TableShapeProps extends HTMLAttributes<HTMLDivElement> {
  table: { x: number; y: number; shape: string; size: number; rotate: number };
  status: number;
  selected?: boolean;
  highlighted?: boolean;
  dimmed?: boolean;
  children: ReactNode;
}

/**
 * One table drawn at its place on the plan: filled and outlined in its status colour (hatched when
 * blocked), its label kept upright whatever the table's rotation. Sizes follow the plan's width.
 */
export const TableShape = forwardRef<HTMLDivElement, TableShapeProps>(function TableShape(
  { table, status, selected, highlighted, dimmed, children, ...rest },
  ref,
) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const colours = TABLE_STATUS_COLOURS[tableStatusName(status)];
  const strong = dark ? colours.darkColor : colours.color;
  const place = tablePlacement(table);
  const blocked = status === TABLE_STATUS.BLOCKED;
  return (
    <Box
      ref={ref}
      {...rest}
      sx={{
        position: 'absolute',
        // Its lines read its own size (floor-table.tsx: a low tile leaves out the status word).
        containerType: 'size',
        containerName: 'tile',
        left: place.left,
        top: place.top,
        width: place.width,
        height: place.height,
        transform: `rotate(${table.rotate}deg)`,
        borderRadius: place.round ? '50%' : table.shape === 'booth' ? '10px 10px 22px 22px' : 1.5,
        border: 2,
        borderTopWidth: table.shape === 'booth' ? 8 : 2,
        borderColor: selected ? 'primary.main' : strong,
        outline: selected || highlighted ? 3 : 0,
        outlineColor: highlighted ? theme.palette.warning.main : theme.palette.primary.main,
        outlineOffset: 2,
        bgcolor: alpha(strong, dark ? 0.22 : 0.12),
        backgroundImage: blocked ? `repeating-linear-gradient(45deg, ${alpha(strong, 0.25)} 0 6px, transparent 6px 12px)` : undefined,
        opacity: dimmed ? 0.45 : 1,
        cursor: 'pointer',
        touchAction: 'none',
        userSelect: 'none',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        transition: 'background-color 300ms, border-color 300ms, box-shadow 300ms',
        boxShadow: highlighted ? 6 : 0,
        '&:focus-visible': { outline: 3, outlineColor: theme.palette.primary.main },
      }}
    >
      <Box
        sx={{
          transform: `rotate(${-table.rotate}deg)`,
          textAlign: 'center',
          lineHeight: 1.15,
          px: 0.5,
          maxWidth: '100%',
          overflow: 'hidden',
          pointerEvents: 'none',
        }}
      >
        {children}
      </Box>
    </Box>
  );
});
