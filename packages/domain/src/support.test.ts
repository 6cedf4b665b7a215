import { describe, expect, it } from 'vitest';
import { auditedIds, impersonationFormSchema, impersonationReasonProblem, isAuditedWrite } from './support';

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
    ['POST', '/api/auth/switch-outlet', false],
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
