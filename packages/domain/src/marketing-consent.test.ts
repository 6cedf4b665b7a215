import { describe, expect, it } from 'vitest';
import { consentChanges, guestMarketingInputSchema } from './marketing-consent';

describe('what a write records of a guest’s marketing consent (issue 32, point 5)', () => {
  it.each<[string, Parameters<typeof consentChanges>[0], Parameters<typeof consentChanges>[1], ReturnType<typeof consentChanges>]>([
    ['a new guest who said yes to SMS', null, { canSendSmsMarketing: 1, canSendEmailMarketing: 0 }, [{ channel: 'sms', granted: true }]],
    ['a new guest nobody asked', null, { canSendSmsMarketing: 0, canSendEmailMarketing: 0 }, []],
    [
      'a yes withdrawn',
      { canSendSmsMarketing: 1, canSendEmailMarketing: 1 },
      { canSendEmailMarketing: 0 },
      [{ channel: 'email', granted: false }],
    ],
    [
      'the same answers again',
      { canSendSmsMarketing: 1, canSendEmailMarketing: 0 },
      { canSendSmsMarketing: 1, canSendEmailMarketing: 0 },
      [],
    ],
    ['an edit that names neither', { canSendSmsMarketing: 1, canSendEmailMarketing: 0 }, {}, []],
    [
      'both changed',
      { canSendSmsMarketing: 0, canSendEmailMarketing: 1 },
      { canSendSmsMarketing: 1, canSendEmailMarketing: 0 },
      [
        { channel: 'sms', granted: true },
        { channel: 'email', granted: false },
      ],
    ],
  ])('%s', (_, before, after, recorded) => {
    expect(consentChanges(before, after)).toEqual(recorded);
  });

  it('takes a guest’s answer as yes or no on the channels they changed', () => {
    expect(guestMarketingInputSchema.safeParse({ sms: true, email: false }).success).toBe(true);
    expect(guestMarketingInputSchema.safeParse({ sms: 1, email: false }).success).toBe(false);
    // One channel at a time: the other is left as it is.
    expect(guestMarketingInputSchema.safeParse({ sms: true }).success).toBe(true);
    expect(guestMarketingInputSchema.safeParse({}).success).toBe(false);
  });
});
