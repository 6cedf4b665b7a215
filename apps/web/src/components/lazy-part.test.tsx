// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n, providers, testQueryClient } from '../testing/render';
import { LAZY_LOAD_DELAY_MS, lazyPart } from './lazy-part';

/*
 * A view whose code loads when first shown (issue 33, item 13: the lazy-load delay): its placeholder
 * shows only once loading has taken 200 ms, so a part that arrives sooner flashes no skeleton.
 */
let language: i18n;
beforeAll(async () => {
  language = await englishI18n();
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function slowPart() {
  let arrive!: () => void;
  const code = new Promise<() => ReactElement>((resolve) => {
    arrive = () => resolve(() => <p>the floor</p>);
  });
  const Part = lazyPart(() => code, 'view', 400);
  render(<Part />, { wrapper: providers(testQueryClient(), language) });
  return { arrive };
}

describe('a lazily loaded view', () => {
  it('shows no placeholder for its first 200 ms, then one until its code arrives', async () => {
    const { arrive } = slowPart();
    await act(() => vi.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS - 1));
    expect(screen.queryByTestId('lazy-placeholder')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('lazy-placeholder')).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByText('the floor')).toBeTruthy();
    expect(screen.queryByTestId('lazy-placeholder')).toBeNull();
  });

  it('that arrives sooner shows no placeholder at all', async () => {
    const { arrive } = slowPart();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(async () => arrive());
    await act(() => vi.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS));
    expect(screen.getByText('the floor')).toBeTruthy();
    expect(screen.queryByTestId('lazy-placeholder')).toBeNull();
  });
});
