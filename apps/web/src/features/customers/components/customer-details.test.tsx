// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import type { Customer } from '@host/domain/customers';
import type { i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
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

const platformNone: Customer['platform'] = {
  passId: null,
  mcaId: null,
  merchantId: null,
  username: null,
  barcode: null,
  favouriteItemIds: [],
  accountActivated: false,
  photoUrl: null,
};
const guest = (platform: Partial<Customer['platform']> = {}): Customer => ({
  id: 'c1',
  brandId: 'b1',
  salutation: null,
  firstName: 'Mei Ling',
  lastName: 'Tan',
  email: null,
  phone: '+6591234567',
  additionalPhone: null,
  organisationName: null,
  address: null,
  gender: 0,
  birthday: null,
  language: null,
  postalCode: null,
  countryCode: null,
  state: null,
  city: null,
  notesDiner: null,
  dietary: [],
  dietaryNotes: null,
  seatingPreference: null,
  canSendSmsMarketing: 0,
  canSendEmailMarketing: 0,
  platform: { ...platformNone, ...platform },
  tags: [],
  figures: { visits: 0, noShows: 0, cancellations: 0, upcoming: 0, lastVisit: null, averageParty: null, spend: 0 },
  seenAtOutletIds: [],
  erasedAt: null,
  version: 1,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
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
    const field = shown(guest({ passId: 'PASS-00417', mcaId: 'mca_88231', barcode: '4901234567894', accountActivated: true }));
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
    const field = shown(guest());
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
