import i18n from '../i18n/i18n';
import { ApiError } from './http';

/**
 * The server names every message by a stable reason key (docs/decisions/005-messages-by-key.md):
 * `details.reason` with `details.params`. The web translates by key; it never reads the English.
 */
type Params = Record<string, string | number>;
interface Reasoned {
  reason?: unknown;
  params?: unknown;
}

/** Codes in a message's values (a status "SEATED", slot reasons "CLOSED, PAST") read as the host's words for them. */
function localisedParams(params: Params | undefined): Params {
  if (!params) return {};
  const out = { ...params };
  if (typeof params.status === 'string')
    out.status = i18n.t(`status.${params.status}`, { ns: 'reservations', defaultValue: params.status });
  if (typeof params.reasons === 'string') {
    out.reasons = params.reasons
      .split(', ')
      .map((r) => i18n.t(`availability.reasons.${r}`, { ns: 'reservations', defaultValue: r }))
      .join(', ');
  }
  return out;
}

/** The translation of a reason key, or undefined for a key this build does not know. */
export function translateReason(reason: unknown, params?: Params): string | undefined {
  if (typeof reason !== 'string' || !i18n.exists(`serverMessages.${reason}`, { ns: 'common' })) return undefined;
  return i18n.t(`serverMessages.${reason}`, { ns: 'common', ...localisedParams(params) });
}

/** The reason and values an error body's `details` names (a 400's list of field errors: 'dataNotValid'). */
export function reasonOf(details: unknown): { reason?: string; params?: Params } {
  if (Array.isArray(details)) return { reason: 'dataNotValid' };
  const named = details as Reasoned | undefined;
  if (!named || typeof named !== 'object' || typeof named.reason !== 'string') return {};
  return { reason: named.reason, params: named.params && typeof named.params === 'object' ? (named.params as Params) : undefined };
}

/** What a host reads for a failed call: the server's reason in their language, else `fallback`. */
export function translateError(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const { reason, params } = reasonOf(error.details);
  return translateReason(reason, params) ?? fallback;
}

/**
 * A form field's message: Host's schemas (the same the server checks with) name theirs by key; a
 * built-in schema message has none and reads as "check this field".
 */
export function translateFieldMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return translateReason(message) ?? i18n.t('serverMessages.fieldInvalid', { ns: 'common' });
}
