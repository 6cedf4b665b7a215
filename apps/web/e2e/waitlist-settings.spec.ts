import { expect, test } from '@playwright/test';
import { DEMO, keepShot, loginAsHost, seriousA11yFindings } from './fixtures';

// Issue 30 point 5: the outlet's queue and waiting-list settings, saved and read back. Harbour's own: no other
// spec runs its queue or its waiting list.

test('a manager sets how long the door queue quotes at most, in Traditional Chinese at 768 px; it is kept, and put back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsHost(page, DEMO.harbour, '/zh_HK/settings/waitlist');
  const form = page.getByRole('form', { name: '候位與候補' });
  await expect(form).toBeVisible();
  const longest = form.getByRole('spinbutton', { name: /^告知的最長等候時間/ });
  await expect(longest).toHaveValue('240');
  expect(await seriousA11yFindings(page)).toEqual([]);
  await keepShot(page, 'waitlist-settings-zh-hk-768');

  await longest.fill('10');
  await form.getByRole('button', { name: '儲存' }).click();
  // Under its 15 minutes: refused at the field, nothing saved.
  await expect(longest).toHaveAttribute('aria-invalid', 'true');
  await longest.fill('90');
  await form.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('候位與候補設定已儲存')).toBeVisible();
  await page.reload();
  await expect(longest).toHaveValue('90');

  await longest.fill('240');
  await form.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('候位與候補設定已儲存')).toBeVisible();
});
