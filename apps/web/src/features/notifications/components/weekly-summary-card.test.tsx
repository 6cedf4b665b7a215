// @vitest-environment happy-dom
import { localeOfSubPath } from '@host/domain/locales';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../lib/http';
import { LocaleContext } from '../../../i18n/locale';
import { englishI18n, providers, testQueryClient } from '../../../testing/render';
import { answerNotFound } from '../../../testing/setup';
import { WeeklySummaryCard } from './weekly-summary-card';

/* The merchant's own Monday summary switch (issue 31, item 3): read, switched on in the language Host is read in. */
let language: i18n;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  language = await englishI18n();
});
beforeEach(() => {
  configureHttp({ getToken: async () => 'token', onUnauthorized: () => undefined });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (!String(url).endsWith('/api/v1/me/weekly-summary')) return answerNotFound();
    if (init?.method === 'PUT') return json({ ...JSON.parse(String(init.body)), lastSent: null });
    return json({ enabled: false, language: 'en', lastSent: null });
  });
  vi.stubGlobal('fetch', fetchMock);
});

describe('the Monday summary switch', () => {
  it('says where the mail goes, and switches it on in the language the merchant reads Host in', async () => {
    const Providers = providers(testQueryClient(), language, '/bm_MY/settings/notifications');
    render(
      <Providers>
        <LocaleContext.Provider value={localeOfSubPath('bm_MY')!}>
          <WeeklySummaryCard email="owner@example.com" />
        </LocaleContext.Provider>
      </Providers>,
    );
    const toggle = await screen.findByRole('switch', { name: /Email me a summary every Monday/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/to owner@example.com/)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(JSON.parse(String((put![1] as RequestInit).body))).toEqual({ enabled: true, language: 'ms' });
  });
});
