import { useEffect, type RefObject } from 'react';

/**
 * Keyboard at the desk (docs/ui.md): / search, n new booking, w walk-in, t today, arrows change the day.
 * Quiet while a dialog is open or the host is typing.
 */
export function useDeskShortcuts({
  paused,
  searchRef,
  onNewBooking,
  onWalkIn,
  goToDay,
  step,
}: {
  paused: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
  onNewBooking: () => void;
  onWalkIn: () => void;
  goToDay: (date: string | null) => void;
  step: (direction: 1 | -1) => void;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (
        paused ||
        e.metaKey ||
        e.ctrlKey ||
        e.altKey ||
        /INPUT|TEXTAREA|SELECT/.test(target.tagName) ||
        target.isContentEditable ||
        target.closest('[role="dialog"], [role="menu"]')
      )
        return;
      if (e.key === '/') {
        e.preventDefault();
        searchRef.current?.focus();
      } else if (e.key === 'n') onNewBooking();
      else if (e.key === 'w') onWalkIn();
      else if (e.key === 't') goToDay(null);
      else if (e.key === 'ArrowLeft') step(-1);
      else if (e.key === 'ArrowRight') step(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [paused, searchRef, onNewBooking, onWalkIn, goToDay, step]);
}
