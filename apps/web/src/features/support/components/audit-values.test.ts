import { readFileSync } from 'node:fs';
import type { AuditedChange } from '@host/domain/support';
import { describe, expect, it } from 'vitest';
import { auditChangeText } from './audit-values';

/** The support namespace's `t`, straight from a language's file. */
function translatorOf(language: string) {
  const texts = JSON.parse(readFileSync(new URL(`../../../../public/locales/${language}/support.json`, import.meta.url), 'utf8'))
    .audit as Record<string, string>;
  return (key: string, options: Record<string, string> = {}) =>
    texts[key.replace(/^audit\./, '')]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => options[name] ?? '');
}

describe("a write's changes in the audit (issue 27)", () => {
  const en = translatorOf('en');

  it.each<[AuditedChange, string]>([
    [
      { kind: 'changed', field: 'staffNotes', from: 'Call before six', to: 'Fixed by support' },
      'staffNotes: Call before six → Fixed by support',
    ],
    [{ kind: 'changed', field: 'staffNotes', from: null, to: 'Fixed' }, 'staffNotes: (empty) → Fixed'],
    [{ kind: 'changed', field: 'customerPhone', from: '+60****6789', to: '+60****5432' }, 'customerPhone: +60****6789 → +60****5432'],
    [{ kind: 'changed', field: 'status', from: 'BOOKED', to: 'CONFIRMED' }, 'status: BOOKED → CONFIRMED'],
    [{ kind: 'changed', field: 'enabled', from: true, to: false }, 'enabled: yes → no'],
    [{ kind: 'changed', field: 'tableIds', from: [], to: ['t1', 't2'] }, 'tableIds: (empty) → t1, t2'],
    [{ kind: 'sent', field: 'maxPax', to: 8 }, 'maxPax: 8'],
    [{ kind: 'sent', field: 'web_push', to: { endpoint: 'https://push.example/1' } }, 'web_push: {"endpoint":"https://push.example/1"}'],
  ])('%j reads "%s"', (change, text) => {
    expect(auditChangeText(change, en)).toBe(text);
  });

  it.each([
    ['zh-Hans', 'staffNotes：（空） → 已修正'],
    ['zh-Hant', 'staffNotes：（空白） → 已修正'],
    ['ms', 'staffNotes: (kosong) → 已修正'],
  ])('in %s', (language, text) => {
    expect(auditChangeText({ kind: 'changed', field: 'staffNotes', from: '', to: '已修正' }, translatorOf(language))).toBe(text);
  });
});
