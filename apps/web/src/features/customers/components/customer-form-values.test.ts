import type { Customer } from '@host/domain/customers';
import { customerInputSchema } from '@host/domain/customers';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { aGuest } from '../../../testing/fixtures';
import { changedSince, emptyValues, inputOf, patchOf, serverFieldErrors, staleCurrent, takenBy, valuesOf } from './customer-form-values';

const TAG_A = { id: '0b6f3c2e-8a1d-4c5e-9f00-00000000000a', title: 'VIP', colour: 'amber' };
const TAG_B = { id: '0b6f3c2e-8a1d-4c5e-9f00-00000000000b', title: 'Vegetarian', colour: 'green' };
const OUTLET = '0b6f3c2e-8a1d-4c5e-9f00-000000000001';

const guest: Customer = aGuest({
  salutation: 'Ms',
  firstName: '美玲',
  lastName: '陈',
  email: 'meiling@example.com',
  gender: 1,
  birthday: '1990-05-04',
  language: 'zh-Hans',
  countryCode: 'SG',
  notesDiner: 'Window seat',
  canSendSmsMarketing: 1,
  tags: [TAG_A],
  figures: { visits: 3, noShows: 0, cancellations: 0, upcoming: 1, lastVisit: '2026-03-01', averageParty: 2, spend: 0 },
  seenAtOutletIds: ['outlet-1'],
  version: 4,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-03-01T00:00:00Z',
});

describe('the guest form: what it sends', () => {
  it('a new guest with only a name and the prefix sends no phone, and the schema takes it', () => {
    const input = inputOf({ ...emptyValues('+65'), firstName: ' Aisyah ' }, OUTLET);
    expect(input).toMatchObject({
      firstName: 'Aisyah',
      lastName: '',
      phone: null,
      email: null,
      birthday: null,
      tagIds: [],
      outletId: OUTLET,
    });
    expect(customerInputSchema.safeParse(input).success).toBe(true);
  });

  it('an unchanged guest sends an empty patch; the phone reads as people write it', () => {
    expect(valuesOf(guest).phone).toBe('+65 9123 4567');
    expect(patchOf(guest, valuesOf(guest))).toEqual({});
  });

  it('sends only what the host changed: a cleared field as null, tags in any order as unchanged', () => {
    const values = { ...valuesOf(guest), notesDiner: '', email: 'mei@example.com', tagIds: [TAG_A.id] };
    expect(patchOf(guest, values)).toEqual({ notesDiner: null, email: 'mei@example.com' });
    expect(patchOf({ ...guest, tags: [TAG_A, TAG_B] }, { ...valuesOf(guest), tagIds: [TAG_B.id, TAG_A.id] })).toEqual({});
  });

  it('a changed phone is read in the outlet’s country', () => {
    expect(patchOf(guest, { ...valuesOf(guest), phone: '9876 5432' }, OUTLET)).toEqual({ phone: '9876 5432', outletId: OUTLET });
  });

  it('lists the fields someone else changed since the form read the guest', () => {
    expect(changedSince(guest, { ...guest, notesDiner: 'Allergic to nuts', tags: [TAG_B], version: 5 })).toEqual(['notesDiner', 'tagIds']);
  });
});

describe('the guest form: what the server refused', () => {
  const values = { ...valuesOf(guest), additionalPhone: '123' };
  it.each([
    [{ reason: 'invalidPhone', params: { phone: '+65 1234' } }, 'phone'],
    [{ reason: 'invalidPhone', params: { phone: '123' } }, 'additionalPhone'],
    [{ reason: 'invalidEmail', params: { email: 'x@' } }, 'email'],
    [{ reason: 'invalidName', params: { name: '陈' } }, 'lastName'],
    [{ reason: 'phoneTaken' }, 'phone'],
  ])('%j points at %s', (details, field) => {
    expect(serverFieldErrors(new ApiError(422, 'BUSINESS_RULE', 'x', details), values)[0]?.field).toBe(field);
  });

  it('a 400 list of field issues points at each field', () => {
    const error = new ApiError(400, 'BAD_REQUEST', 'x', [{ field: 'body.email', message: 'Check', reason: 'emailNotValid' }]);
    expect(serverFieldErrors(error, values)).toEqual([{ field: 'email', reason: 'emailNotValid', params: undefined }]);
  });

  it('a refusal about no field points at none', () => {
    expect(serverFieldErrors(new ApiError(422, 'BUSINESS_RULE', 'x', { reason: 'customerErased' }), values)).toEqual([]);
  });

  it('reads the other guest of a taken phone, and the stored guest of a stale save', () => {
    expect(takenBy(new ApiError(409, 'CONFLICT', 'x', { reason: 'phoneTaken', params: { customerId: 'c9' } }))).toBe('c9');
    expect(takenBy(new ApiError(409, 'CONFLICT', 'x', { reason: 'phoneTaken', customerId: 'c8' }))).toBe('c8');
    expect(takenBy(new ApiError(409, 'CONFLICT', 'x', { reason: 'staleSettings', current: guest }))).toBeUndefined();
    expect(staleCurrent(new ApiError(409, 'CONFLICT', 'x', { reason: 'staleSettings', current: guest }))?.version).toBe(4);
    expect(staleCurrent(new ApiError(409, 'CONFLICT', 'x', { reason: 'phoneTaken' }))).toBeUndefined();
  });
});
