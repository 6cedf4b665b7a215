import { describe, expect, it } from 'vitest';
import { emailFormProblems, forgotFormProblems, pinFormProblems, safeContinuePath } from './sign-in-form';

describe('the PIN form', () => {
  it.each([
    ['2468', true],
    ['12345678', true],
    ['123', false],
    ['123456789', false],
    ['24a8', false],
    [' 2468', false],
  ])('PIN %s is valid: %s', (pin, valid) => {
    expect(pinFormProblems({ code: 'JG-ORCHARD', pin })).toEqual(valid ? {} : { pin: 'validation.pinDigits' });
  });

  it.each([
    ['', 'validation.codeRequired'],
    ['   ', 'validation.codeRequired'],
    ['X'.repeat(65), 'validation.tooLong'],
    [' JG-ORCHARD ', undefined],
  ])('outlet code %j: %s', (code, problem) => {
    expect(pinFormProblems({ code, pin: '2468' }).code).toBe(problem);
  });
});

describe('the email forms', () => {
  it('names each broken rule as an i18n key', () => {
    expect(emailFormProblems({ email: 'not-an-email', password: '' })).toEqual({
      email: 'validation.email',
      password: 'validation.passwordRequired',
    });
    expect(emailFormProblems({ email: '', password: 'x'.repeat(257) })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.tooLong',
    });
  });

  it.each([
    ['owner@jadegarden.sg', true],
    [' owner@jadegarden.sg ', true],
    ['ops@eu.host.internal', true],
    ['owner@jadegarden', false],
    ['owner@@jadegarden.sg', false],
    ['owner @jadegarden.sg', false],
    ['@jadegarden.sg', false],
    ['owner@.sg', false],
  ])('%j is an email: %s', (email, valid) => {
    expect(forgotFormProblems({ userEmail: email })).toEqual(valid ? {} : { userEmail: 'validation.email' });
    expect(emailFormProblems({ email, password: 'secret' }).email).toBe(valid ? undefined : 'validation.email');
  });
});

describe('continue path', () => {
  it.each([
    ['/en_SG/reservations?date=2026-03-31#row-4', '/en_SG/reservations?date=2026-03-31#row-4'],
    ['//evil.example.com/x', null],
    ['https://evil.example.com', null],
    ['/\\evil.example.com', null],
    ['', null],
    [null, null],
  ])('%s continues to %s', (value, expected) => {
    expect(safeContinuePath(value)).toBe(expected);
  });
});
