import { describe, expect, it } from 'vitest';
import {
  AUDIT_TEXT_MAX,
  auditedChanges,
  auditedIds,
  changedFields,
  impersonationFormSchema,
  impersonationReasonProblem,
  isAuditedWrite,
  isSecretField,
  sentFields,
} from './support';

describe('impersonationReasonProblem', () => {
  it.each([
    [undefined, 'impersonationReasonRequired'],
    [null, 'impersonationReasonRequired'],
    ['', 'impersonationReasonRequired'],
    ['     ', 'impersonationReasonRequired'],
    ['help', 'impersonationReasonTooShort'],
    ['  123456789  ', 'impersonationReasonTooShort'],
    ['1234567890', null],
    ['商户要求协助修改预订', null],
    ['Merchant asked us to fix a booking (ticket 4512)', null],
  ])('%j -> %s', (reason, problem) => {
    expect(impersonationReasonProblem(reason)).toBe(problem);
  });

  it('is the form schema too', () => {
    expect(impersonationFormSchema.safeParse({ reason: 'short' }).error?.issues[0]?.message).toBe('impersonationReasonTooShort');
    expect(impersonationFormSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(impersonationFormSchema.parse({ reason: '  Merchant asked for help  ' })).toEqual({ reason: 'Merchant asked for help' });
  });
});

describe('isAuditedWrite', () => {
  it.each([
    ['POST', '/api/v1/outlets/:outletId/reservations', true],
    ['PATCH', '/api/v1/reservations/:id', true],
    ['PUT', '/api/v1/outlets/:outletId/reservation-settings', true],
    ['DELETE', '/api/v1/tickets/:id', true],
    ['GET', '/api/v1/outlets/:outletId/reservations', false],
    ['HEAD', '/api/v1/outlets/:outletId', false],
    ['POST', '/api/v1/support/impersonations', false],
    ['DELETE', '/api/v1/support/impersonation', false],
    // Writes outside /api/v1 are writes too (issue 27); the session read afresh is not.
    ['POST', '/api/auth/switch-outlet', true],
    ['POST', '/api/auth/forgot-password', true],
    ['POST', '/api/error-report', true],
    ['POST', '/api/notification-provider/channels/web_push/tokens', true],
    ['DELETE', '/api/notification-provider/channels/web_push/tokens/:id', true],
    ['post', '/api/auth/session', false],
    // Who a guest being added may be: a read, asked by POST to keep the phone out of the URL.
    ['POST', '/api/v1/brands/:brandId/customers/possible-duplicates', false],
    ['POST', '/api/v1/brands/:brandId/customers', true],
    ['GET', '/api/auth/logout', false],
  ])('%s %s -> %s', (method, route, audited) => {
    expect(isAuditedWrite(method, route)).toBe(audited);
  });
});

describe('auditedIds', () => {
  it('keeps uuid path values only', () => {
    const id = '0b6f1c9e-6d3a-4a57-9d0e-2f7f4b3c1a22';
    expect(auditedIds({ outletId: id, token: 'abc', phone: '+6591234567', n: 3 })).toEqual({ outletId: id });
    expect(auditedIds(undefined)).toEqual({});
  });
});

describe('isSecretField', () => {
  it.each([
    ['sha512Pin', true],
    ['sha512Pw', true],
    ['pin', true],
    ['pinHash', true],
    ['passwordHash', true],
    ['vapidPrivateKeyEncrypted', true],
    ['password', true],
    ['newPassword', true],
    ['token', true],
    ['auth_token', true],
    ['keys', true],
    ['auth', true],
    ['cardNumber', true],
    ['cvc', true],
    ['expiry', true],
    ['staffNotes', false],
    ['customerPhone', false],
    ['email', false],
    ['code', false],
    ['status', false],
    ['typeShowTimeslots', false],
  ])('%s -> %s', (field, secret) => {
    expect(isSecretField(field)).toBe(secret);
  });
});

describe('changedFields', () => {
  it('names each field that differs, as it was and as it became, leaving out the bookkeeping', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const before = {
      id: 't1',
      name: 'T1',
      maxPax: 4,
      enabled: true,
      tags: ['a'],
      version: 3,
      updatedAt: at,
      statusChangedAt: at,
      lockedOnly: 1,
    };
    const after = {
      id: 't1',
      name: 'T1',
      maxPax: 6,
      enabled: false,
      tags: ['a', 'b'],
      version: 4,
      updatedAt: new Date('2026-03-02T10:00:00Z'),
      statusChangedAt: new Date('2026-03-02T10:00:00Z'),
      savedOnly: 2,
    };
    expect(changedFields(before, after)).toEqual({
      maxPax: { from: 4, to: 6 },
      enabled: { from: true, to: false },
      tags: { from: ['a'], to: ['a', 'b'] },
    });
  });

  it('treats null and undefined alike, and reads no changes from nothing', () => {
    expect(changedFields({ notes: null }, { notes: undefined })).toEqual({});
    expect(changedFields({ notes: null }, { notes: 'x' })).toEqual({ notes: { from: null, to: 'x' } });
    expect(changedFields({ a: 1 }, undefined)).toEqual({});
    expect(changedFields({ a: 1 }, [1])).toEqual({});
  });
});

describe('sentFields', () => {
  it("lists the body's fields as sent; a body that is not fields is one", () => {
    expect(sentFields({ staffNotes: 'x', skipped: undefined, pax: 2 })).toEqual([
      { kind: 'sent', field: 'staffNotes', to: 'x' },
      { kind: 'sent', field: 'pax', to: 2 },
    ]);
    expect(sentFields(undefined)).toEqual([]);
    expect(sentFields(null)).toEqual([]);
    expect(sentFields([1, 2])).toEqual([{ kind: 'sent', field: 'body', to: [1, 2] }]);
    expect(sentFields(new Uint8Array(3))).toEqual([{ kind: 'sent', field: 'body', to: '3 bytes' }]);
  });

  it("leaves out a creation's blank fields, not an edit's null (it clears the field)", () => {
    const body = { firstName: 'Mei', email: null, city: '', tagIds: [], gender: 0, isVip: false };
    expect(sentFields(body, { omitEmpty: true }).map((c) => c.field)).toEqual(['firstName', 'gender', 'isVip']);
    expect(sentFields(body).map((c) => c.field)).toEqual(['firstName', 'email', 'city', 'tagIds', 'gender', 'isVip']);
  });
});

describe('auditedChanges', () => {
  const mask = (value: unknown): unknown => (typeof value === 'string' ? value.replace(/\d{4}(?=\d{4})/g, '****') : value);

  it('drops secrets at any depth, masks every value and cuts long texts after masking', () => {
    const long = `${'x'.repeat(AUDIT_TEXT_MAX - 4)}91234567`;
    const kept = auditedChanges(
      [
        { kind: 'sent', field: 'sha512Pw', to: 'ab12' },
        { kind: 'sent', field: 'web_push', to: { endpoint: 'https://push.example/1', keys: { p256dh: 'k', auth: 'a' } } },
        { kind: 'changed', field: 'customerPhone', from: '91234567', to: null },
        { kind: 'sent', field: 'notes', to: long },
      ],
      mask,
    );
    expect(kept).toEqual([
      { kind: 'sent', field: 'web_push', to: { endpoint: 'https://push.example/1' } },
      { kind: 'changed', field: 'customerPhone', from: '****4567', to: null },
      { kind: 'sent', field: 'notes', to: `${'x'.repeat(AUDIT_TEXT_MAX - 4)}****…` },
    ]);
  });
});
