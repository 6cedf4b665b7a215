import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, loginAsHost, keepShot, openInApp, seriousA11yFindings } from './fixtures';

// Issue 15: every settings page of the issue in the four languages at tablet width, with axe.
// Read-only: the pages are opened, never saved (the specs of each page change and save them).
const LOCALES = path.resolve(import.meta.dirname, '../public/locales');
const titleOf = (language: string, ns: string, key: string): string =>
  key.split('.').reduce<any>((node, part) => node[part], JSON.parse(readFileSync(path.join(LOCALES, language, `${ns}.json`), 'utf8')));

const PAGES = [
  { path: '/settings', ns: 'settings', key: 'index.title' },
  { path: '/settings/status-management', ns: 'statuses', key: 'title' },
  { path: '/settings/status-management/edit', ns: 'statuses', key: 'editTitle' },
  { path: '/settings/booking-page', ns: 'bookingPage', key: 'page.title' },
  { path: '/settings/outlet', ns: 'bookingPage', key: 'outlet.title' },
  { path: '/settings/language', ns: 'settings', key: 'language.title' },
];
const LANGUAGES = [
  { subPath: 'en_SG', language: 'en' },
  { subPath: 'zh_SG', language: 'zh-Hans' },
  { subPath: 'zh_HK', language: 'zh-Hant' },
  { subPath: 'bm_MY', language: 'ms' },
];

for (const l of LANGUAGES) {
  test(`the settings pages in ${l.subPath} at 768 px: their own language, no serious accessibility problem`, async ({ page }) => {
    // Every settings page, each checked by axe: past a minute on a busy two-core machine.
    test.slow();
    await page.setViewportSize({ width: 768, height: 1024 });
    // The app starts once, on the first page; the others are reached inside it, as its links do.
    await loginAsHost(page, DEMO.orchard, `/${l.subPath}${PAGES[0]!.path}`);
    for (const p of PAGES) {
      const title = titleOf(l.language, p.ns, p.key);
      if (l.language !== 'en') expect(title, `${p.path} is translated into ${l.language}`).not.toBe(titleOf('en', p.ns, p.key));
      const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
      // The first page is a fresh browser's first load (30 s, as loginAsHost allows the book's); the others are drawn in it.
      if (p === PAGES[0]) await expect(heading).toBeVisible({ timeout: 30_000 });
      else await openInApp(page, `/${l.subPath}${p.path}`, heading);
      // The page has drawn what it read (no skeleton left), then axe looks at it.
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      expect(await seriousA11yFindings(page), p.path).toEqual([]);
      await keepShot(page, `${l.subPath}${p.path.replaceAll('/', '-')}-768`, { fullPage: true });
    }
  });
}
