import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES, MESSAGE_KEYS } from '@host/domain/messages';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../public/locales');
const LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'ms'];
const serverMessagesOf = (lng: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, lng, 'common.json'), 'utf8')).serverMessages;
/** A key's translation, plural forms folded (zh has only `_other`). */
const translationOf = (messages: Record<string, string>, key: string) => messages[key] ?? messages[`${key}_other`];
/** The values a catalogue message names, by calling it with a recording proxy. */
function paramsOf(key: keyof typeof MESSAGES): string[] {
  const entry = MESSAGES[key] as string | ((p: Record<string, unknown>) => string);
  if (typeof entry === 'string') return [];
  const seen = new Set<string>();
  entry(new Proxy({}, { get: (_t, name) => (seen.add(String(name)), name === 'count' ? 2 : String(name)) }));
  return [...seen].sort();
}

describe('every server message key is translated (docs/decisions/005-messages-by-key.md)', () => {
  it.each(LANGUAGES)('%s has a translation for every key of the catalogue', (lng) => {
    const messages = serverMessagesOf(lng);
    expect(MESSAGE_KEYS.length).toBeGreaterThan(50);
    expect(MESSAGE_KEYS.filter((key) => !translationOf(messages, key))).toEqual([]);
  });

  it.each(LANGUAGES)('%s names the same values as the catalogue in each message', (lng) => {
    const messages = serverMessagesOf(lng);
    const wrong = MESSAGE_KEYS.filter((key) => {
      const text = translationOf(messages, key) ?? '';
      const named = [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))].sort();
      // A plural form may leave the count implicit ("one booking"); every other value must appear.
      return paramsOf(key).some((p) => p !== 'count' && !named.includes(p)) || named.some((p) => !paramsOf(key).includes(p));
    });
    expect(wrong).toEqual([]);
  });
});
