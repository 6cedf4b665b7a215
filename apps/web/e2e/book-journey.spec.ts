import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAsHost, merchantToken, row, sessionOf, keepShot, seriousA11yFindings } from './fixtures';

// Issue 18's journey, end to end: a diner books for 4 on a phone in Chinese at Jade Garden Orchard,
// pays the deposit on the local pay page, gets the confirmation in the local mail catcher, opens
// its manage link, changes the time, then cancels; a host's screen, never reloaded, shows each
// step. The clock is pinned at 2026-03-31 19:30 in Singapore. So that no other spec's evening is
// touched, the day is a special day of its own (2026-04-23, a dinner that sells a deposit ticket
// made here, with self-edit): special days replace the weekly services on their date.
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const DAY = '2026-04-23';

/** A deposit ticket (S$ 20.00 a guest, self-edit up to 24 hours before; the merchant's to add) sold by a dinner on DAY only. */
async function depositDinnerOn(host: Page, suffix: string) {
  const { token, outletId } = await sessionOf(host);
  const headers = { authorization: `Bearer ${token}` };
  const session = await host.evaluate(async () => (await fetch('/api/auth/session')).json());
  const ticket = await host.request.post(`/api/v1/brands/${session.brand.id}/tickets`, {
    headers: { authorization: `Bearer ${await merchantToken(host)}`, 'idempotency-key': crypto.randomUUID() },
    data: {
      name: `Tasting deposit ${suffix}`,
      color: '#B76E00',
      typePayment: 2,
      price: 2000,
      typePrice: 1,
      refundWindow: 24,
      refundWindowUnit: 'hour',
      editWindow: 24,
      isEnableSelfEdit: true,
    },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const ticketId = (await ticket.json()).id as string;
  const body = {
    name: 'Tasting dinner',
    ticketId,
    isRecurring: false,
    specificDates: [DAY],
    dailyStartTime: '18:00:00',
    dailyEndTime: '22:00:00',
    diningInterval: 7200,
    intervalTime: 1800,
    leadTime: 3600,
    maxGuest: 60,
    minPartySize: 1,
    maxPartySize: 10,
    bookingOnline: true,
  };
  const service = await host.request.post(`/api/v1/outlets/${outletId}/service-timings`, { headers, data: body });
  expect(service.status(), await service.text()).toBe(201);
  const { id, version } = await service.json();
  return { id: id as string, version: version as number, body };
}

/** The host ends the dinner earlier (its bookings stay): the later times go. */
async function endDinnerAt(host: Page, dinner: Awaited<ReturnType<typeof depositDinnerOn>>, dailyEndTime: string) {
  const { token } = await sessionOf(host);
  const res = await host.request.put(`/api/v1/service-timings/${dinner.id}?confirm=true`, {
    headers: { authorization: `Bearer ${token}`, 'if-match': `"${dinner.version}"` },
    data: { ...dinner.body, dailyEndTime },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function reservationByCode(host: Page, code: string) {
  const { token, outletId } = await sessionOf(host);
  const res = await host.request.get(`/api/v1/outlets/${outletId}/reservations?date=${DAY}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { reservations } = await res.json();
  return reservations.find((r: { code: string }) => r.code === code) as { id: string; statusName: string; reservationTime: string };
}

/** The confirmation mail the clock sweep sends once the deposit is paid, as the catcher kept it (read by staff). */
async function caughtConfirmation(host: Page, reservationId: string): Promise<{ subject: string | null; to: string; text: string }> {
  const { token, outletId } = await sessionOf(host);
  const headers = { authorization: `Bearer ${token}` };
  const caught: { mail?: { subject: string | null; to: string; text: string } } = {};
  // The delivery is listed once queued; the catcher has the mail once it is sent.
  await expect
    .poll(
      async () => {
        const { deliveries } = await (await host.request.get(`/api/v1/reservations/${reservationId}/messages`, { headers })).json();
        const sent = deliveries.find(
          (d: { channel: string; body: string; sentAt: string | null }) =>
            d.channel === 'email' && d.sentAt && /\/r\/[0-9a-f]{64}\b/.test(d.body),
        );
        if (!sent) return 0;
        const res = await host.request.get(`/api/v1/outlets/${outletId}/messages/${sent.id}/mail`, { headers });
        if (res.ok()) caught.mail = await res.json();
        return res.status();
      },
      { message: 'the confirmation mail with the manage link is caught', timeout: 50_000, intervals: [1_000] },
    )
    .toBe(200);
  return caught.mail!;
}

test(
  'a diner books for 4 in Chinese on a phone, pays the deposit, gets the mail, changes the time and cancels; ' +
    'the host sees each step live',
  async ({ browser }) => {
    test.setTimeout(180_000);
    const suffix = String(Date.now() % 1_000_000);
    const lastName = `Journey${suffix}`;

    // The host's stand, in a browser of its own, open on the day before anything happens.
    const hostContext = await browser.newContext({ viewport: DESKTOP });
    const host = await hostContext.newPage();
    await loginAsHost(host, DEMO.orchard);
    const dinner = await depositDinnerOn(host, suffix);
    await host.goto(`/en_SG/reservations?date=${DAY}`);
    await expect(host.getByRole('heading', { level: 1 })).toBeVisible();
    const hostRow = row(host, lastName);
    await expect(hostRow).toHaveCount(0);

    // The diner's phone, in Chinese.
    const dinerContext = await browser.newContext({ viewport: PHONE, locale: 'zh-SG', baseURL: new URL(host.url()).origin });
    const diner = await dinerContext.newPage();
    await diner.goto('/zh_SG/book/jade-garden-orchard');
    await expect(diner.getByRole('heading', { level: 1, name: 'Jade Garden Orchard' })).toBeVisible();
    await diner.getByLabel('用餐人数').selectOption('4');
    await diner.getByRole('button', { name: '下个月' }).click();
    await expect(diner.getByRole('heading', { name: '2026年4月' })).toBeVisible();
    await diner.getByRole('button', { name: /2026年4月23日星期四$/ }).click();
    await expect(diner.getByRole('heading', { name: '4月23日星期四 可订时间' })).toBeVisible();
    await expect(diner.getByRole('heading', { name: 'Tasting dinner' })).toBeVisible();
    await diner.getByRole('button', { name: '19:00', exact: true }).click();

    // Before booking, the page says what the deposit costs, in the outlet's currency.
    const cost = diner.getByTestId('booking-cost');
    await expect(cost).toContainText(`Tasting deposit ${suffix}`);
    await expect(cost).toContainText('订金：每位 S$ 20.00，4 位共 S$ 80.00 — 在下一页付款。');
    await diner.getByLabel('名字').fill('美玲');
    await diner.getByLabel('姓氏').fill(lastName);
    await diner.getByLabel('手机号码').fill(`+65 9${suffix.padStart(7, '0').slice(-7)}`);
    await diner.getByLabel('电子邮箱').fill(`meiling.${suffix}@example.com`);
    await diner.getByLabel('我已阅读并接受订位须知').check();
    await keepShot(diner, `details-deposit-zh-375`, { fullPage: true });
    expect(await seriousA11yFindings(diner)).toEqual([]);
    await diner.setViewportSize(DESKTOP);
    await keepShot(diner, `details-deposit-zh-1280`, { fullPage: true });
    await diner.setViewportSize(PHONE);
    await diner.getByRole('button', { name: '确认订位' }).click();

    // Held until paid: PENDING, and the host's screen shows the new booking without a reload.
    await expect(diner.getByRole('heading', { name: '还差一步：请付款以确认订位' })).toBeVisible();
    const code = (await diner.getByTestId('booking-code').textContent())!.trim();
    await expect(diner.getByTestId('booking-cost')).toHaveText('订金：每位 S$ 20.00，4 位共 S$ 80.00 — 在下一页付款。');
    await keepShot(diner, `pending-zh-375`, { fullPage: true });
    expect(await seriousA11yFindings(diner)).toEqual([]);
    await expect(hostRow).toBeVisible();
    await expect(hostRow).toContainText('19:00');
    await expect(hostRow.getByText('Pending', { exact: true })).toBeVisible();
    const booking = await reservationByCode(host, code);
    expect(booking.statusName).toBe('PENDING');

    // The diner looks at their booking first: it waits for the payment, and leads to the same pay page.
    await expect(diner.getByRole('link', { name: '立即付款' })).toHaveAttribute('href', /\/pay\//);
    await diner.getByRole('link', { name: '管理我的订位' }).click();
    await expect(diner.getByText('等待付款')).toBeVisible();
    await keepShot(diner, `manage-pending-zh-375`, { fullPage: true });
    // Pay now: the local pay page, the provider's test card.
    await diner.getByRole('link', { name: '前往付款' }).click();
    await expect(diner).toHaveURL(/\/pay\//);
    await expect(diner.getByRole('button', { name: '支付 S$ 80.00' })).toBeVisible();
    await diner.getByRole('textbox', { name: '持卡人姓名' }).fill('Mei Ling Tan');
    await diner.getByRole('textbox', { name: '卡号' }).pressSequentially('4242424242424242');
    await diner.getByRole('textbox', { name: '有效期（月/年）' }).pressSequentially('1230');
    await diner.getByRole('textbox', { name: '安全码' }).fill('123');
    await diner.getByRole('button', { name: '支付 S$ 80.00' }).click();
    await expect(diner.getByRole('heading', { name: '已付款。您在 Jade Garden Orchard 的订位已确认。' })).toBeVisible();
    await keepShot(diner, `paid-zh-375`, { fullPage: true });
    // Paid: booked, on the host's screen too, live.
    await expect(hostRow.getByText('Booked', { exact: true })).toBeVisible();
    expect((await reservationByCode(host, code)).statusName).toBe('BOOKED');

    // The confirmation is in the mail catcher, with the manage link.
    const mail = await caughtConfirmation(host, booking.id);
    expect(mail.to).toBe(`meiling.${suffix}@example.com`);
    const link = /\/r\/[0-9a-f]{64}\b/.exec(mail.text ?? '')?.[0];
    expect(link, 'the mail has the manage link').toBeTruthy();

    // The manage link: the booking, and a change of time.
    await diner.goto(link!);
    await expect(diner.getByRole('heading', { level: 1, name: 'Jade Garden Orchard' })).toBeVisible();
    await expect(diner.getByText('美玲 的订位')).toBeVisible();
    await expect(diner.getByText('19:00', { exact: true })).toBeVisible();
    await keepShot(diner, `manage-zh-375`, { fullPage: true });
    expect(await seriousA11yFindings(diner)).toEqual([]);
    await diner.getByRole('button', { name: '更改订位' }).click();
    const form = diner.getByRole('region', { name: '更改您的订位' });
    await expect(form).toBeVisible();
    // Nothing is sent without a time.
    await form.getByRole('button', { name: '保存更改' }).click();
    await expect(form.getByText('请选择一个时间。')).toBeVisible();
    // A time that goes while the guest looks (the host ends the dinner at 21:00) is refused in the guest's language.
    await form.getByRole('button', { name: '21:30', exact: true }).click();
    await endDinnerAt(host, dinner, '21:00:00');
    await form.getByRole('button', { name: '保存更改' }).click();
    await expect(form.getByRole('alert')).toHaveText('此时段已无法在线预订，请选择其他时间。');
    await expect(form.getByRole('button', { name: '21:30', exact: true })).toHaveCount(0);
    await keepShot(diner, `manage-refused-zh-375`, { fullPage: true });
    expect(await seriousA11yFindings(diner)).toEqual([]);
    await form.getByRole('button', { name: '20:30', exact: true }).click();
    await expect(form.getByRole('button', { name: '20:30', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await keepShot(diner, `manage-change-zh-375`, { fullPage: true });
    expect(await seriousA11yFindings(diner)).toEqual([]);
    await diner.setViewportSize(DESKTOP);
    await keepShot(diner, `manage-change-zh-1280`, { fullPage: true });
    await diner.setViewportSize(PHONE);
    await form.getByRole('button', { name: '保存更改' }).click();
    await expect(diner.getByTestId('guest-changed')).toContainText('您的订位已更改为：4月23日星期四 20:30。');
    await expect(form).toBeHidden();
    await expect(diner.getByText('20:30', { exact: true })).toBeVisible();
    await keepShot(diner, `manage-changed-zh-375`, { fullPage: true });
    await diner.setViewportSize(DESKTOP);
    await keepShot(diner, `manage-changed-zh-1280`, { fullPage: true });
    await diner.setViewportSize(PHONE);
    expect(await seriousA11yFindings(diner)).toEqual([]);
    // The host's row moves to the new time, live.
    await expect(hostRow).toContainText('20:30');
    expect((await reservationByCode(host, code)).reservationTime.slice(0, 5)).toBe('20:30');

    // Then the diner cancels; the host's row says so, live.
    await diner.getByRole('button', { name: '取消订位' }).click();
    await diner.getByRole('region', { name: '要取消此订位吗？' }).getByRole('button', { name: '是的，取消订位' }).click();
    await expect(diner.getByRole('heading', { name: '您的订位已取消' })).toBeVisible();
    await keepShot(diner, `manage-cancelled-zh-375`, { fullPage: true });
    expect(await seriousA11yFindings(diner)).toEqual([]);
    await expect(hostRow.getByText('Cancelled', { exact: true })).toBeVisible();
    expect((await reservationByCode(host, code)).statusName).toBe('CANCELLED');
    await keepShot(host, `host-cancelled-1280`, { fullPage: true });

    await dinerContext.close();
    await hostContext.close();
  },
);
