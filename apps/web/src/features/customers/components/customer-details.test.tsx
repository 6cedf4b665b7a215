// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import type { Customer } from '@host/domain/customers';
import type { i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { aGuest } from '../../../testing/fixtures';
import { englishI18n, providers, testQueryClient } from '../../../testing/render';
import { CustomerDetails } from './customer-details';

/*
 * The guest's ids on the group's other platforms (issue 33, item 10) on the profile: shown, read-only, when known, and
 * left out when not, so a guest without them reads as before.
 */
let language: i18n;
beforeAll(async () => {
  language = await englishI18n();
});

const shown = (customer: Customer) => {
  const Providers = providers(testQueryClient(), language, '/en_SG/customers/c1');
  const { container } = render(
    <Providers>
      <CustomerDetails customer={customer} />
    </Providers>,
  );
  return (field: string) => container.querySelector(`dd[data-field="${field}"]`)?.textContent ?? null;
};

describe("the profile's platform ids", () => {
  it('shows each id the other platforms set, under its own label, as text only', () => {
    const field = shown(
      aGuest({ platform: { passId: 'PASS-00417', mcaId: 'mca_88231', barcode: '4901234567894', accountActivated: true } }),
    );
    expect([field('passId'), field('mcaId'), field('barcode'), field('accountActivated')]).toEqual([
      'PASS-00417',
      'mca_88231',
      '4901234567894',
      'Activated',
    ]);
    expect(screen.getByText('Membership pass')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('leaves out the ids a guest does not have', () => {
    const field = shown(aGuest());
    expect([field('passId'), field('mcaId'), field('barcode'), field('username'), field('accountActivated')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(field('phone')).not.toBeNull();
  });
});
