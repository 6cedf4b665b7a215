import { describe, expect, it } from 'vitest';
import {
  QUEUE_ACTIONS,
  QUEUE_STATUSES,
  canQueueAct,
  queueChannelOf,
  queueEntryInputSchema,
  queueEntryPatchSchema,
  queueRemoveSchema,
  queueSeatSchema,
} from './queue';

describe('what a host may do to a queued party (docs/rules.md section 10)', () => {
  const stillQueued = ['waiting', 'notified'];
  it.each(QUEUE_STATUSES.flatMap((status) => QUEUE_ACTIONS.map((action) => [status, action] as const)))('%s: %s', (status, action) => {
    expect(canQueueAct(status, action)).toBe(stillQueued.includes(status));
  });
});

describe('how a queued party is told (docs/rules.md section 10)', () => {
  const phone = '+6591234567';
  const email = 'mei@example.com';
  it.each([
    // phone, email, outlet sends SMS, outlet sends email -> channel
    [phone, email, true, true, 'sms'],
    [phone, null, true, false, 'sms'],
    [phone, email, false, true, 'email'],
    [null, email, true, true, 'email'],
    [null, email, true, false, null],
    [phone, null, false, true, null],
    [null, null, true, true, null],
  ] as const)('phone %s, email %s, SMS %s, email %s: %s', (customerPhone, customerEmail, sms, mail, channel) => {
    expect(queueChannelOf({ customerPhone, customerEmail }, { sms, email: mail })).toBe(channel);
  });

  it('takes an email only as an address', () => {
    const base = { customerFirstName: 'Mei', numberOfAdults: 2 };
    expect(queueEntryInputSchema.parse({ ...base, customerEmail: email }).customerEmail).toBe(email);
    expect(queueEntryInputSchema.safeParse({ ...base, customerEmail: 'mei at home' }).error?.issues[0]?.message).toBe('emailNotValid');
  });
});

describe('adding a party', () => {
  it('needs a name and at least one adult; the rest is optional', () => {
    expect(queueEntryInputSchema.parse({ customerFirstName: 'Mei', numberOfAdults: 2 })).toMatchObject({
      customerFirstName: 'Mei',
      customerLastName: '',
      numberOfChildren: 0,
    });
    const refused = queueEntryInputSchema.safeParse({ customerFirstName: '', numberOfAdults: 0 });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['customerFirstName', 'enterName'],
      ['numberOfAdults', 'partyAtLeastOne'],
    ]);
    expect(queueEntryInputSchema.safeParse({ customerFirstName: 'Mei', numberOfAdults: 101 }).error?.issues[0]?.message).toBe(
      'queuePartyTooLarge',
    );
  });
  it('an edit changes only what it names: no default fills in the rest', () => {
    expect(queueEntryPatchSchema.parse({ notes: 'high chair' })).toEqual({ notes: 'high chair' });
  });
  it('seats at one table at least, and leaves only as left or no-show', () => {
    expect(queueSeatSchema.safeParse({ tableIds: [] }).error?.issues[0]?.message).toBe('chooseTable');
    expect(queueRemoveSchema.safeParse({ reason: 'seated' }).success).toBe(false);
  });
});
