import { alpha, useTheme } from '@mui/material/styles';
import { TABLE_STATUS_COLOURS } from '@host/domain/floor/palette';
import { TABLE_STATUS, tableStatusName } from '@host/domain/statuses';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { tablePlacement } from './table-geometry';
import './table-shape.css';

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
  const outline = highlighted ? theme.palette.warning.main : theme.palette.primary.main;
  // Plain elements (table-shape.css) and inline styles: a tile's place and colours differ from every other tile's, and as
  // MUI styles each was a style rule of its own, made and inserted one by one as the floor drew (issue 34).
  return (
    <div
      ref={ref}
      {...rest}
      className="hb-table"
      style={{
        left: place.left,
        top: place.top,
        width: place.width,
        height: place.height,
        transform: `rotate(${table.rotate}deg)`,
        borderRadius: place.round ? '50%' : table.shape === 'booth' ? '10px 10px 22px 22px' : 12,
        borderTopWidth: table.shape === 'booth' ? 8 : 2,
        borderColor: selected ? theme.palette.primary.main : strong,
        outline: selected || highlighted ? `3px solid ${outline}` : undefined,
        backgroundColor: alpha(strong, dark ? 0.22 : 0.12),
        backgroundImage: blocked ? `repeating-linear-gradient(45deg, ${alpha(strong, 0.25)} 0 6px, transparent 6px 12px)` : undefined,
        opacity: dimmed ? 0.45 : undefined,
        boxShadow: highlighted ? theme.shadows[6] : undefined,
        ['--hb-focus' as string]: theme.palette.primary.main,
      }}
    >
      <div className="hb-table-label" style={{ transform: `rotate(${-table.rotate}deg)` }}>
        {children}
      </div>
    </div>
  );
});
