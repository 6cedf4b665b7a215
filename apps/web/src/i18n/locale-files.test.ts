import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../public/locales');
const LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'ms'];

/** Every key path of a locale file, plural suffixes folded so zh and ms may keep only `_other`. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|other)$/, '')];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const read = (lng: string, file: string) => JSON.parse(readFileSync(join(ROOT, lng, file), 'utf8'));

describe('locale files: every string in all four languages', () => {
  const files = readdirSync(join(ROOT, 'en'));
  it.each(files.flatMap((file) => LANGUAGES.slice(1).map((lng) => [file, lng])))(
    '%s in %s has every English key and no others',
    (file, lng) => {
      expect([...new Set(keys(read(lng, file)))].sort()).toEqual([...new Set(keys(read('en', file)))].sort());
    },
  );

  it.each(files.flatMap((file) => LANGUAGES.slice(1).map((lng) => [file, lng])))(
    '%s in %s is translated, not an English copy',
    (file, lng) => {
      const english = read('en', file);
      const other = read(lng, file);
      const pairs = (a: any, b: any): Array<[string, string]> =>
        typeof a === 'string' ? [[a, b]] : Object.keys(a).flatMap((k) => (b && k in b ? pairs(a[k], b[k]) : []));
      // Names, codes and placeholders-only strings may stay as they are; prose may not.
      const copied = pairs(english, other).filter(([en, tr]) => en === tr && /[a-z]{4,}\s+[a-z]{3,}/i.test(en.replace(/\{\{\w+\}\}/g, '')));
      expect(copied.map(([en]) => en)).toEqual([]);
    },
  );
});
