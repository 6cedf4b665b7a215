import { expect, type Page } from '@playwright/test';

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

/** Signs in from /en_SG/login and waits for the host screen. */
export async function loginAsHost(page: Page, login: { code: string; pin: string } = DEMO.orchard) {
  await page.goto('/en_SG/login');
  await signInWithPin(page, login);
  await expect(page).toHaveURL(/\/reservations$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
