import { describe, expect, it } from 'vitest';
import {
  QUEUE_ACTIONS,
  QUEUE_STATUSES,
  canQueueAct,
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
