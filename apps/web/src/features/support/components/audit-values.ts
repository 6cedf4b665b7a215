import type { AuditedChange } from '@host/domain/support';

/** The translations the lines need (i18next's `t` of the support namespace). */
type Translate = (key: `audit.${'changed' | 'sent' | 'emptyValue' | 'yes' | 'no'}`, options?: Record<string, string>) => string;

/** One change as the merchant reads it: `field: old → new`, or `field: value` for what was sent. */
export function auditChangeText(change: AuditedChange, t: Translate): string {
  return change.kind === 'changed'
    ? t('audit.changed', { field: change.field, from: auditValueText(change.from, t), to: auditValueText(change.to, t) })
    : t('audit.sent', { field: change.field, to: auditValueText(change.to, t) });
}

/** A value: nothing as "(empty)", yes and no in the reader's language, a list joined, anything else as JSON. */
export function auditValueText(value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return t('audit.emptyValue');
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((item) => auditValueText(item, t)).join(', ') : t('audit.emptyValue');
  return JSON.stringify(value);
}
