import { RANGE_PRESETS, rangeOfPreset, reportQuerySchema, type RangePreset } from '@host/domain/reports/report';

/**
 * The page's choices as the URL holds them (a reload or a shared link shows the same report):
 * `range` a preset (last week unless said), `from` and `to` for a custom range, `service` one
 * service's id, `outlet` "all" or one outlet (a merchant's). Anything unknown falls back.
 */
export const ALL_OUTLETS = 'all';
export const DEFAULT_PRESET: Exclude<RangePreset, 'custom'> = 'lastWeek';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ReportRange {
  preset: RangePreset;
  from: string;
  to: string;
}

export function presetOf(params: URLSearchParams): RangePreset {
  const range = params.get('range');
  return (RANGE_PRESETS as readonly string[]).includes(range ?? '') ? (range as RangePreset) : DEFAULT_PRESET;
}

/**
 * The days to report, from the outlet's today (never the device's). A custom range keeps what the
 * URL says, or the default preset's days where it says nothing readable.
 */
export function rangeOf(params: URLSearchParams, today: string): ReportRange {
  const preset = presetOf(params);
  if (preset !== 'custom') return { preset, ...rangeOfPreset(preset, today) };
  const fallback = rangeOfPreset(DEFAULT_PRESET, today);
  const from = params.get('from');
  const to = params.get('to');
  return { preset, from: from && DATE.test(from) ? from : fallback.from, to: to && DATE.test(to) ? to : fallback.to };
}

/** The URL change for a preset picked: a custom range starts from the days shown, so switching to it changes nothing yet. */
export function presetPatch(preset: RangePreset, shown: ReportRange): Record<string, string | null> {
  if (preset === 'custom') return { range: preset, from: shown.from, to: shown.to };
  return { range: preset === DEFAULT_PRESET ? null : preset, from: null, to: null };
}

/** Why a custom range cannot be reported, as the message key of the schema the server checks it with, or null. */
export function rangeProblem(range: Pick<ReportRange, 'from' | 'to'>): string | null {
  const parsed = reportQuerySchema.safeParse(range);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'fieldInvalid');
}

/** The outlet a merchant looks at: "all" (side by side) unless the URL names one of theirs. */
export function outletChoiceOf(params: URLSearchParams, outletIds: readonly string[]): string {
  const outlet = params.get('outlet');
  return outlet && outletIds.includes(outlet) ? outlet : ALL_OUTLETS;
}

/** One service's id when the URL names one the outlet has; the brand's view has no service filter. */
export function serviceOf(params: URLSearchParams, serviceIds: readonly string[] | undefined): string | null {
  const service = params.get('service');
  // Until the outlet's services are read, the URL's choice stands (the server refuses an unknown one).
  if (!service || (serviceIds && !serviceIds.includes(service))) return null;
  return service;
}
