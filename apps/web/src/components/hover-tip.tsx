import Popper from '@mui/material/Popper';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import './plain.css';

/** As MUI's Tooltip: shown a tenth of a second after the pointer rests on a mark. */
const ENTER_DELAY_MS = 100;
const OFFSET = [{ name: 'offset', options: { offset: [0, 6] } }];

/**
 * One hover tip for a whole list: whichever element under the pointer carries data-tip shows its words below it, as MUI's
 * Tooltip would, without a Tooltip (its listeners, its id, its state) on each of a book's hundreds of marks. The words are
 * each mark's accessible name too, so nothing is said only on hover.
 */
export function useHoverTip(): { onPointerOver: (event: PointerEvent) => void; onPointerLeave: () => void; tip: ReactNode } {
  const [shown, setShown] = useState<{ anchor: HTMLElement; text: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onPointerOver = (event: PointerEvent) => {
    window.clearTimeout(timer.current);
    const anchor = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-tip]') : null;
    const text = anchor?.dataset.tip;
    if (!anchor || !text) return setShown(null);
    if (shown?.anchor === anchor) return;
    timer.current = window.setTimeout(() => setShown({ anchor, text }), ENTER_DELAY_MS);
  };
  const onPointerLeave = () => {
    window.clearTimeout(timer.current);
    setShown(null);
  };
  // MUI's Popper is the tip's role="tooltip".
  const tip = shown && shown.anchor.isConnected && (
    <Popper open anchorEl={shown.anchor} placement="bottom" modifiers={OFFSET} sx={{ zIndex: 'tooltip' }}>
      <div className="hb-tip">{shown.text}</div>
    </Popper>
  );
  return { onPointerOver, onPointerLeave, tip };
}
