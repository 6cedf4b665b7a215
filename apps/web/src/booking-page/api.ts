import type { BookingPageView, BookingTimesView, OnlineBookingInput, OnlineBookingResult } from '@host/domain/booking-page';
import type { JoinWaitingListInput, JoinWaitingListResult } from '@host/domain/waitlist/waiting-list';

/** The page's calls to /api/book (issue 18). Types only from the domain: its zod stays out of this page. */
export class BookApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly reason: string | undefined;
  readonly params: Record<string, string | number>;
  /** a field's refusal: its name in the form (customerPhone) and the server's reason, when it names one */
  readonly fields: { field: string; reason?: string }[];
  readonly retryAfterSeconds?: number;
  constructor(answer: {
    status: number;
    code: string;
    reason: string | undefined;
    params: Record<string, string | number>;
    fields: { field: string; reason?: string }[];
    retryAfterSeconds?: number;
  }) {
    super(answer.code);
    this.status = answer.status;
    this.code = answer.code;
    this.reason = answer.reason;
    this.params = answer.params;
    this.fields = answer.fields;
    this.retryAfterSeconds = answer.retryAfterSeconds;
  }
}

async function errorOf(res: Response): Promise<BookApiError> {
  const body = await res.json().catch(() => ({}));
  const details = body?.details;
  const fieldOf = (f: { field?: string; reason?: string }) => ({ field: String(f.field ?? '').replace(/^body\./, ''), reason: f.reason });
  if (Array.isArray(details))
    return new BookApiError({
      status: res.status,
      code: body.code ?? 'BAD_REQUEST',
      reason: 'dataNotValid',
      params: {},
      fields: details.map(fieldOf),
    });
  const params = details?.params && typeof details.params === 'object' ? details.params : {};
  const fields = Array.isArray(details?.fields) ? details.fields.map(fieldOf) : [];
  const retry = typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : undefined;
  return new BookApiError({
    status: res.status,
    code: body?.code ?? 'UNKNOWN',
    reason: details?.reason,
    params,
    fields,
    retryAfterSeconds: retry,
  });
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, { ...init, headers: { accept: 'application/json', ...init?.headers } });
  if (!res.ok) throw await errorOf(res);
  return res.json() as Promise<T>;
}

const base = (outlet: string) => `/api/book/${encodeURIComponent(outlet)}`;

export const fetchPage = (outlet: string) => call<BookingPageView>(base(outlet));
export const fetchDays = (outlet: string, from: string, to: string, pax: number) =>
  call<{ days: { date: string; available: boolean }[] }>(`${base(outlet)}/days?from=${from}&to=${to}&pax=${pax}`);
export const fetchTimes = (outlet: string, date: string, pax: number) =>
  call<BookingTimesView>(`${base(outlet)}/times?date=${date}&pax=${pax}`);
export const postBooking = (outlet: string, body: OnlineBookingInput, idempotencyKey: string) =>
  call<OnlineBookingResult>(`${base(outlet)}/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
  });

/** A diner who found no time joins the day's waiting list (issue 30); a retry of one join sends its key again. */
export const postWaitingList = (outlet: string, body: JoinWaitingListInput, idempotencyKey: string) =>
  call<JoinWaitingListResult>(`${base(outlet)}/waiting-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
  });

export type { BookingPageView, BookingTimesView, JoinWaitingListInput, JoinWaitingListResult, OnlineBookingInput, OnlineBookingResult };
