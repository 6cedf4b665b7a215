import { isPreviewDraft, PREVIEW_READY, type PreviewDraftMessage } from '@host/domain/booking-page-preview';
import { useEffect, useRef } from 'react';
import type { BookingTimesView } from './api';
import { TYPE_SHOW_AVAILABLE_ONLY } from './locale';

/**
 * In the settings page's frame (docs/decisions/026-booking-page-preview.md): says it listens once,
 * then hands on each draft its parent sends, from Host's own origin only.
 */
export function usePreviewDrafts(preview: boolean, onDraft: (draft: PreviewDraftMessage) => void) {
  const latest = useRef(onDraft);
  latest.current = onDraft;
  useEffect(() => {
    if (!preview) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin && event.source === window.parent && isPreviewDraft(event.data)) latest.current(event.data);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: PREVIEW_READY }, location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [preview]);
}

/** The server lists full times by the saved setting; a draft of "available times only" hides them here. */
export function previewTimes(times: BookingTimesView | null, typeShowTimeslots: number): BookingTimesView | null {
  if (!times || typeShowTimeslots !== TYPE_SHOW_AVAILABLE_ONLY) return times;
  const bookable = (list: BookingTimesView['services'][number]['times']) => list.filter((slot) => slot.available);
  return {
    ...times,
    services: times.services.map((s) => ({
      ...s,
      times: bookable(s.times),
      areas: s.areas?.map((a) => ({ ...a, times: bookable(a.times) })) ?? null,
    })),
  };
}
