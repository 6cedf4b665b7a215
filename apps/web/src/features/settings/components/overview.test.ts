import type { OutletProfile } from '@host/domain/outlets';
import { describe, expect, it } from 'vitest';
import { settingsOverview, type OverviewFacts } from './overview';

const PROFILE = {
  minPartySize: 1,
  maxPartySize: 10,
  reservationGracePeriod: 900,
  optionAutoReservationStatus: 1,
  isEnableSpecificRequest: true,
  isEnableOccasions: false,
  isEnableShowChildren: true,
  isEnableCustomQuestionField: false,
  enableSMS: true,
  enableEmail: true,
  enableAutomatedCall: true,
  entitlements: [],
  statusUse: { looks: {}, unused: [] },
  openingHours: [
    { dayOfWeek: 1, startTime: '11:00', endTime: '15:00' },
    { dayOfWeek: 1, startTime: '17:30', endTime: '22:00' },
    { dayOfWeek: 2, startTime: '11:00', endTime: '22:00' },
  ],
  today: '2026-03-31',
} as unknown as OutletProfile;

const facts = (over: Partial<OverviewFacts> = {}): OverviewFacts => ({
  profile: PROFILE,
  services: 2,
  daysAhead: 0,
  floor: { areas: 3, tables: 24 },
  combinations: 1,
  ticketsOnSale: 2,
  pushHere: false,
  brandPaymentRequests: true,
  brandCombinations: true,
  language: { language: 'English', country: 'Singapore' },
  ...over,
});

const pageOf = (f: OverviewFacts, key: string) =>
  settingsOverview(f)
    .flatMap((g) => g.pages)
    .find((p) => p.key === key)!;

describe('the settings index lists every settings page of docs/rules.md section 2, grouped', () => {
  it('in its groups, in order', () => {
    expect(settingsOverview(facts()).map((g) => [g.key, g.pages.map((p) => p.path)])).toEqual([
      [
        'bookings',
        [
          '/settings/booking-management',
          '/settings/status-management',
          '/settings/schedules/weekly',
          '/settings/schedules/special',
          '/settings/booking-page',
          '/settings/waitlist',
        ],
      ],
      ['floor', ['/settings/areas', '/settings/areas-combination']],
      ['guests', ['/settings/notifications', '/settings/guest-tags']],
      ['payments', ['/settings/tickets']],
      ['outlet', ['/settings/outlet', '/settings/language', '/settings/support-access']],
    ]);
  });
});

describe("each page's state, from what the server says", () => {
  it.each<[string, Partial<OverviewFacts>, string, Array<{ key: string; params?: object; list?: string[] }>]>([
    ['new bookings start BOOKED', {}, 'statusManagement', [{ key: 'startsBooked' }]],
    [
      'new bookings start CONFIRMED',
      { profile: { ...PROFILE, optionAutoReservationStatus: 6 } },
      'statusManagement',
      [{ key: 'startsConfirmed' }],
    ],
    [
      'statuses not used',
      { profile: { ...PROFILE, statusUse: { looks: {}, unused: ['CONFIRMED', 'LATE'] } } },
      'statusManagement',
      [{ key: 'startsBooked' }, { key: 'statusesNotUsed', list: ['status.CONFIRMED', 'status.LATE'] }],
    ],
    ['opening hours on two days', {}, 'outletProfile', [{ key: 'openDays', params: { count: 2 } }]],
    ['no opening hours', { profile: { ...PROFILE, openingHours: [] } }, 'outletProfile', [{ key: 'noOpeningHours' }]],
    ['two services', {}, 'weeklySchedule', [{ key: 'services', params: { count: 2 } }]],
    ['no services', { services: 0 }, 'weeklySchedule', [{ key: 'noServices' }]],
    ['services not known yet', { services: undefined }, 'weeklySchedule', []],
    ['the floor', {}, 'areas', [{ key: 'floor', params: { areas: 3, tables: 24 } }]],
    ['the fields asked online', {}, 'bookingPage', [{ key: 'asks', list: ['specificRequest', 'children'] }]],
    [
      'combinations off by the plan',
      { profile: { ...PROFILE, entitlements: [{ featureCode: 'TABLE_COMBINATION', enabled: false, actionsRequired: ['UPGRADE_PLAN'] }] } },
      'areasCombination',
      [{ key: 'notInPlan' }],
    ],
    ['combinations off by the brand', { brandCombinations: false }, 'areasCombination', [{ key: 'brandOff' }]],
    [
      'the waiting list on, taking names online',
      { waitlist: { enabled: true, holdMinutes: 15, joinOnline: true } },
      'waitlist',
      [{ key: 'waitlistHold', params: { minutes: 15 } }, { key: 'waitlistOnline' }],
    ],
    [
      'the waiting list on, names taken by staff only',
      { waitlist: { enabled: true, holdMinutes: 20, joinOnline: false } },
      'waitlist',
      [{ key: 'waitlistHold', params: { minutes: 20 } }, { key: 'waitlistByStaff' }],
    ],
    [
      'the waiting list switched off',
      { waitlist: { enabled: false, holdMinutes: 15, joinOnline: true } },
      'waitlist',
      [{ key: 'waitlistOff' }],
    ],
    ['the waiting list not known yet', {}, 'waitlist', []],
    [
      "the brand's guest tags",
      { guestTags: { regularVisits: 4, noShows: 2, lateCancellations: 3 } },
      'guestTags',
      [
        { key: 'guestTagsRegular', params: { count: 4 } },
        { key: 'guestTagsRisk', params: { count: 2 } },
      ],
    ],
    ['the guest tags not known yet', {}, 'guestTags', []],
    [
      'the waiting list off by the plan',
      { profile: { ...PROFILE, entitlements: [{ featureCode: 'WAITLIST', enabled: false, actionsRequired: ['UPGRADE_PLAN'] }] } },
      'waitlist',
      [{ key: 'notInPlan' }],
    ],
    [
      'channels, calls off by the plan, push on here',
      { pushHere: true, profile: { ...PROFILE, entitlements: [{ featureCode: 'AUTOMATED_CALL', enabled: false, actionsRequired: [] }] } },
      'notifications',
      [
        { key: 'channels', params: { sms: 'on', email: 'on', calls: 'off' } },
        { key: 'pushHere', params: { state: 'on' } },
      ],
    ],
    [
      'payment requests off by the plan',
      { profile: { ...PROFILE, entitlements: [{ featureCode: 'PAYMENT_REQUEST', enabled: false, actionsRequired: [] }] } },
      'tickets',
      [{ key: 'tickets', params: { count: 2 } }, { key: 'requestsNotInPlan' }],
    ],
  ])('%s', (_, over, key, state) => {
    expect(pageOf(facts(over), key).state).toEqual(state);
  });

  it('locks only a page whose feature the plan leaves off', () => {
    const off = facts({
      profile: { ...PROFILE, entitlements: [{ featureCode: 'TABLE_COMBINATION', enabled: false, actionsRequired: [] }] },
    });
    expect(pageOf(off, 'areasCombination').lockedBy).toBe('TABLE_COMBINATION');
    expect(pageOf(facts(), 'areasCombination').lockedBy).toBeUndefined();
    const noWaitlist = facts({ profile: { ...PROFILE, entitlements: [{ featureCode: 'WAITLIST', enabled: false, actionsRequired: [] }] } });
    expect(pageOf(noWaitlist, 'waitlist').lockedBy).toBe('WAITLIST');
  });
});
