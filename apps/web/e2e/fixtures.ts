import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { subPathFor } from '@host/domain/locales';
import { expect, request, test, type Locator, type Page } from '@playwright/test';

export const DEMO = {
  orchard: { code: 'JG-ORCHARD', pin: '2468' },
  tanjongPagar: { code: 'JG-TPAGAR', pin: '1357' },
  bangsar: { code: 'MW-BANGSAR', pin: '8642' },
  harbour: { code: 'HD-CENTRAL', pin: '9753' },
  lins: { code: 'LN-DAAN', pin: '1470' },
  kopi: { code: 'KC-TIONGBAHRU', pin: '3690' },
  owner: { email: 'owner@jadegarden.sg', password: 'host-demo-2026' },
  support: { email: 'support@host.internal', password: 'host-support-2026' },
} as const;

/**
 * Whether keepShot keeps its screenshots: always on a developer's machine, in CI only with
 * KEEP_SHOTS=1. CI keeps a failing test's own screenshot and, on its retry, a trace
 * (playwright.config.ts). The 188 shots nobody opens there cost painting and PNG encoding on two
 * cores: the guest book and settings specs took 263 s without them, 273 s with.
 */
const KEEP_SHOTS = !process.env.CI || process.env.KEEP_SHOTS === '1';

/**
 * Keeps a screenshot with the test's results: written to the test's own folder under test-results/e2e
 * and attached to it, so whoever reads a run (or its report) sees what the test saw. `widths` takes
 * one shot per viewport width (e.g. [1280, 768]: the desk and the tablet at the stand) and puts the
 * page back to the width it had.
 */
export async function keepShot(page: Page, name: string, options: { fullPage?: boolean; widths?: number[] } = {}) {
  if (!KEEP_SHOTS) return;
  const info = test.info();
  const size = page.viewportSize();
  for (const width of options.widths ?? [undefined]) {
    if (width && size) await page.setViewportSize({ width, height: size.height });
    const file = info.outputPath(`${name}${width ? `-${width}` : ''}.png`);
    await page.screenshot({ path: file, fullPage: options.fullPage });
    await info.attach(`${name}${width ? ` at ${width} px` : ''}`, { path: file, contentType: 'image/png' });
  }
  if (options.widths && size) await page.setViewportSize(size);
}

/**
 * What axe finds serious or critical on the page (or inside `include`, or outside `exclude`): one line
 * per rule with the elements it names and why, so a failure reads without a rerun. `everyImpact` keeps
 * the minor and moderate findings too. In axe's one-page mode: its default opens a blank page beside
 * each check to merge the findings of every frame (3.7 s a check on the book here, 1.7 s without);
 * Host draws no frame of another origin, the one case that mode exists for.
 */
export async function seriousA11yFindings(page: Page, scope: { include?: string; exclude?: string; everyImpact?: boolean } = {}) {
  const axe = new AxeBuilder({ page }).setLegacyMode();
  if (scope.include) axe.include(scope.include);
  if (scope.exclude) axe.exclude(scope.exclude);
  return (await axe.analyze()).violations
    .filter((v) => scope.everyImpact || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.html.slice(0, 160)} (${n.failureSummary?.split('\n')[1]?.trim()})`).join(', ')}`);
}

/** Fills the PIN tab of whatever sign-in page is open and submits it. */
export async function signInWithPin(page: Page, login: { code: string; pin: string }) {
  await page.getByLabel('Outlet code').fill(login.code);
  await page.getByRole('textbox', { name: 'PIN' }).fill(login.pin);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInWithEmail(page: Page, login: { email: string; password: string }) {
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Support staff open an outlet as that outlet (issue 15): signed in by email they land on /support,
 * search, open it and give the reason; the outlet's host screen follows.
 */
export async function openAsSupport(page: Page, search: string, outletName: string, reason: string) {
  await page.goto('/en_SG/login');
  await signInWithEmail(page, DEMO.support);
  await expect(page).toHaveURL(/\/en_SG\/support$/);
  await page.getByRole('searchbox', { name: 'Search outlets' }).fill(search);
  await page.getByRole('button', { name: `Open ${outletName} as that outlet` }).click();
  const dialog = page.getByRole('dialog', { name: `Open ${outletName}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Open outlet' }).click();
  await expect(page).toHaveURL(/\/reservations$/);
}

const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

/**
 * Signs the page's browser in as the sign-in page does (the same call, the same cookie) and opens the
 * host screen. The sign-in page itself is driven in shell.spec and auth-throttle.spec; here it would
 * cost every test a page load of its own (about 3 s on two cores, 187 sign-ins in the suite).
 */
export async function loginAsHost(page: Page, login: { code: string; pin: string } = DEMO.orchard, landOn?: string) {
  const res = await page.request.post('/api/auth/pin-login-remember-me', { data: { code: login.code, sha512Pin: sha512(login.pin) } });
  expect(res.status(), await res.text()).toBe(200);
  await openHostScreen(page, await res.json(), landOn);
}

/**
 * Where the sign-in page lands (landing.ts): the book, in English as the outlet's country writes it
 * (en_MY for Bangsar). A spec that works elsewhere names its page (`landOn`) and goes straight there:
 * a book drawn only to be left costs a first page load, the dearest of a test on two cores (3 s).
 */
async function openHostScreen(page: Page, session: { brand: { countryCode: string } }, landOn?: string) {
  if (landOn) {
    await page.goto(landOn);
    return;
  }
  const subPath = subPathFor(session.brand.countryCode as Parameters<typeof subPathFor>[0], 'en');
  await page.goto(`/${subPath}/reservations`);
  await expect(page).toHaveURL(/\/reservations$/);
  // A fresh browser's first page compiles the whole shell: on a loaded two-core CI machine that took
  // longer than the usual 10 s (reports.spec, customers.spec in the CI run of 2026-11-29).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

/**
 * Goes to another page of the app already open, as a link in it would: the router draws the page without the app
 * starting again. A page.goto reloads the whole app (its scripts run anew, every read repeated), the dearest step of a
 * test on two cores; a spec that goes on to a page after setting up its data uses this. The open app keeps what it has
 * read (the book's day counts as fresh for 10 s): where a fresh read matters, a spec reloads with page.goto. Within
 * one locale only, as the app's links go. The URL changes at once, before the page is drawn, so the caller names what
 * shows the new page has come (`shown`: something the page left does not show).
 */
export async function openInApp(page: Page, to: string, shown: Locator) {
  const localeOf = (path: string) => path.split('/')[1];
  expect(localeOf(to), 'openInApp stays within the open page’s locale').toBe(localeOf(new URL(page.url()).pathname));
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect(shown).toBeVisible();
}

/**
 * The merchant signs in by email and picks one of their outlets, as /login/switch does (the call that
 * page makes): who merges and erases guests and changes the tickets (docs/decisions/025-who-may-erase.md).
 */
export async function loginAsMerchant(page: Page, outletName = 'Jade Garden Orchard', landOn?: string) {
  const res = await page.request.post('/api/auth/email-login-remember-me', {
    data: { email: DEMO.owner.email, sha512Pw: sha512(DEMO.owner.password) },
  });
  expect(res.status(), await res.text()).toBe(200);
  const session = await res.json();
  const outlet = session.userInfo.brands
    .flatMap((brand: { outlets: { outletName: string; omsOutletId: string }[] }) => brand.outlets)
    .find((o: { outletName: string }) => o.outletName === outletName);
  expect(outlet, `the merchant may open ${outletName}`).toBeTruthy();
  const switched = await page.request.post('/api/auth/switch-outlet', { data: { omsOutletId: outlet.omsOutletId } });
  expect(switched.status(), await switched.text()).toBe(200);
  await openHostScreen(page, await switched.json(), landOn);
}

/**
 * The merchant's bearer token from a sign-in of its own, for a spec signed in as an outlet that needs
 * what only the merchant may do (a ticket): the page's own session is left as it is.
 */
export async function merchantToken(page: Page): Promise<string> {
  const api = await request.newContext({ baseURL: new URL(page.url()).origin });
  const res = await api.post('/api/auth/email-login-remember-me', {
    data: { email: DEMO.owner.email, sha512Pw: sha512(DEMO.owner.password) },
  });
  expect(res.status(), await res.text()).toBe(200);
  const token = (await res.json()).hostV2AuthToken as string;
  await api.dispose();
  return token;
}

interface Api {
  token: string;
  outletId: string;
}

/** The signed-in page's bearer and outlet, as the app itself gets them. */
export async function sessionOf(page: Page): Promise<Api> {
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  return { token: session.hostV2AuthToken, outletId: session.outlet.id };
}

/**
 * Creates a booking through the API, as another host at the stand would (returns the reservation):
 * as the signed-in page, or as the session given.
 */
export async function seedReservation(page: Page, body: Record<string, unknown>, as?: Api) {
  const { token, outletId } = as ?? (await sessionOf(page));
  const res = await page.request.post(`/api/v1/outlets/${outletId}/reservations`, {
    headers: { authorization: `Bearer ${token}` },
    // After the last dinner slot, so no seeded table is in the way: a host books it with a reason.
    data: {
      reservationDate: '2026-03-31',
      reservationTime: '23:30:00',
      numberOfAdults: 2,
      customerPhone: `+65 9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      availabilityOverride: 'Late table for a regular',
      ...body,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** A table with no active booking over [from, to) tonight, by the live book (not by guesswork). */
export async function freeTableName(page: Page, from: string, to: string, exclude: string[] = []) {
  const { token, outletId } = await sessionOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const [day, areas] = await Promise.all([
    page.request.get(`/api/v1/outlets/${outletId}/reservations`, { headers }).then((r) => r.json()),
    page.request.get(`/api/v1/outlets/${outletId}/areas`, { headers }).then((r) => r.json()),
  ]);
  const start = Date.parse(from);
  const end = Date.parse(to);
  const busy = new Set<string>();
  for (const r of day.reservations) {
    if (!['BOOKED', 'CONFIRMED', 'LATE', 'SEATED', 'PENDING'].includes(r.statusName)) continue;
    if (Date.parse(r.dateTime) < end && start < Date.parse(r.limitTime)) for (const t of r.tables) busy.add(t.name);
  }
  const tables = areas.flatMap((a: any) => a.tables).filter((t: any) => t.status === 1 && t.maxPax >= 2 && t.minPax <= 2);
  const free = tables.find((t: any) => !busy.has(t.name) && !exclude.includes(t.name));
  expect(free, 'a table free tonight').toBeTruthy();
  return free.name as string;
}

export function row(page: Page, name: string) {
  return page.getByTestId('reservation-row').filter({ hasText: name });
}

/**
 * A new table in a new area of the signed-in outlet, free all evening (returns its name). Other tests
 * seat parties at the free table that fits them best: `minPax` keeps smaller parties off it.
 */
export async function tableOfItsOwn(page: Page, name: string, maxPax = 4, minPax = 1) {
  const { token, outletId } = await sessionOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const area = await (
    await page.request.post(`/api/v1/outlets/${outletId}/areas`, { headers, data: { name: `Room ${name}`, displayName: `Room ${name}` } })
  ).json();
  const res = await page.request.post(`/api/v1/outlets/${outletId}/tables`, { headers, data: { areaId: area.id, name, maxPax, minPax } });
  expect(res.status()).toBe(201);
  return name;
}

/**
 * Types into a date or time picker (role group, named by its label) as a host does: clicks its
 * first part and types the digits in the order the field shows them ("2230", "02042026").
 */
export async function typeInPicker(field: Locator, digits: string, options: { verify?: boolean } = {}) {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(digits);
  if (!options.verify) return;
  // On a loaded machine a keystroke can land before the section takes focus (seen in CI: the date
  // stayed today's). The field must read what was typed; else it is typed again.
  const sections = field.getByRole('spinbutton');
  await expect(async () => {
    const shown = (await sections.allTextContents()).join('').replace(/\D/g, '');
    if (shown !== digits) {
      await sections.first().click();
      await field.page().keyboard.type(digits);
    }
    expect((await sections.allTextContents()).join('').replace(/\D/g, '')).toBe(digits);
  }).toPass({ timeout: 15_000 });
}

/**
 * Opens the new-booking dialog from the book. The book scrolls itself to the now line once, when
 * its rows arrive; a click that lands while it does misses the button (seen in CI on a loaded
 * machine), so the click is made again until the dialog is there.
 */
export async function openNewBooking(page: Page) {
  const heading = page.getByRole('dialog').getByRole('heading', { name: 'New booking' });
  await expect(async () => {
    if (!(await heading.isVisible())) await page.getByRole('button', { name: 'Booking', exact: true }).click({ timeout: 5_000 });
    await expect(heading).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The service worker runs the page and keeps the build's shell and tonight's book for offline. */
export async function waitForOfflineCopies(page: Page, outletId: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (outlet) => {
          if (!navigator.serviceWorker.controller) return 'not controlled yet';
          const list: { assets: string[]; namespaces: string[] } = await (await fetch('/precache.json')).json();
          const shell = new Set((await (await caches.open('host-shell-v1')).keys()).map((r) => new URL(r.url).pathname));
          // Every translation file too (in the page's language): one missing leaves the screen loading offline.
          const kept = (ns: string) => [...shell].some((path) => path.startsWith('/locales/') && path.endsWith(`/${ns}.json`));
          const missing =
            ['/index.html', ...list.assets].filter((path) => !shell.has(path)).length + list.namespaces.filter((ns) => !kept(ns)).length;
          const book = await (await caches.open('host-api-v1')).match(`${location.origin}/api/v1/outlets/${outlet}/reservations`);
          return missing === 0 && book ? 'ready' : `shell missing ${missing}, book kept: ${Boolean(book)}`;
        }, outletId),
      { timeout: 45_000, intervals: [500] },
    )
    .toBe('ready');
}
