import { isFeatureEnabled, type FeatureCode } from '@host/domain/entitlements';
import type { OutletProfile } from '@host/domain/outlets';
import { RESERVATION_STATUS } from '@host/domain/statuses';

/** A line of a settings page's current state: a key under settings.json index.state, with its values. */
export interface StateLine {
  key: string;
  params?: Record<string, string | number>;
  /** keys under index.fields, joined as the language lists things, given as {{list}} */
  list?: string[];
}

export interface OverviewPage {
  /** key under settings.json index.pages, and the page's path below the locale */
  key: string;
  path: string;
  /** its state, from what the server says; empty while unknown (or where no GET route tells it) */
  state: StateLine[];
  /** the gated feature it needs, when the outlet's plan leaves it off (issue 15) */
  lockedBy?: FeatureCode;
}

export interface OverviewGroup {
  key: 'bookings' | 'floor' | 'guests' | 'payments' | 'outlet';
  pages: OverviewPage[];
}

/** What the index reads: each piece undefined until its query answers. */
export interface OverviewFacts {
  profile?: OutletProfile;
  services?: number;
  /** block-out and special days from the outlet's today on */
  daysAhead?: number;
  floor?: { areas: number; tables: number };
  combinations?: number;
  ticketsOnSale?: number;
  /** whether this browser has push on for the outlet (webPushEnabledStores) */
  pushHere: boolean;
  brandPaymentRequests?: boolean;
  brandCombinations?: boolean;
  /** the outlet's waitlist settings, while its plan has the feature */
  waitlist?: { enabled: boolean; holdMinutes: number; joinOnline: boolean };
  /** the brand's thresholds for the tags Host computes on its guests */
  guestTags?: { regularVisits: number; noShows: number; lateCancellations: number };
  language: { language: string; country: string };
}

const onOff = (value: boolean) => (value ? 'on' : 'off');

/** The waiting list's line: off, or how long a freed time is held and who may join. */
function waitlistState(settings: OverviewFacts['waitlist']): StateLine[] {
  if (!settings) return [];
  if (!settings.enabled) return [{ key: 'waitlistOff' }];
  return [
    { key: 'waitlistHold', params: { minutes: settings.holdMinutes } },
    { key: settings.joinOnline ? 'waitlistOnline' : 'waitlistByStaff' },
  ];
}

/**
 * /settings: every settings page of docs/rules.md section 2, grouped, with its current state in a line
 * or two (issue 15). Only what the outlet's existing GET routes give cheaply.
 */
export function settingsOverview(facts: OverviewFacts): OverviewGroup[] {
  const p = facts.profile;
  const entitlements = p?.entitlements ?? [];
  const off = (code: FeatureCode) => Boolean(p) && !isFeatureEnabled(entitlements, code);
  const count = (key: string, n: number | undefined, none: string): StateLine[] =>
    n === undefined ? [] : [n === 0 ? { key: none } : { key, params: { count: n } }];

  const asks = p
    ? (['specificRequest', 'occasions', 'children', 'customQuestion'] as const).filter(
        (_, i) => [p.isEnableSpecificRequest, p.isEnableOccasions, p.isEnableShowChildren, p.isEnableCustomQuestionField][i],
      )
    : [];
  return [
    {
      key: 'bookings',
      pages: [
        {
          key: 'bookingManagement',
          path: '/settings/booking-management',
          state: p
            ? [
                { key: 'partySizes', params: { min: p.minPartySize, max: p.maxPartySize } },
                { key: 'heldFor', params: { minutes: Math.round(p.reservationGracePeriod / 60) } },
              ]
            : [],
        },
        {
          key: 'statusManagement',
          path: '/settings/status-management',
          state: p
            ? [
                { key: p.optionAutoReservationStatus === RESERVATION_STATUS.CONFIRMED ? 'startsConfirmed' : 'startsBooked' },
                ...(p.statusUse?.unused.length ? [{ key: 'statusesNotUsed', list: p.statusUse.unused.map((s) => `status.${s}`) }] : []),
              ]
            : [],
        },
        { key: 'weeklySchedule', path: '/settings/schedules/weekly', state: count('services', facts.services, 'noServices') },
        { key: 'specialDays', path: '/settings/schedules/special', state: count('daysAhead', facts.daysAhead, 'noDaysAhead') },
        {
          key: 'bookingPage',
          path: '/settings/booking-page',
          state: p ? [asks.length ? { key: 'asks', list: [...asks] } : { key: 'asksBasics' }] : [],
        },
        off('WAITLIST')
          ? { key: 'waitlist', path: '/settings/waitlist', state: [{ key: 'notInPlan' }], lockedBy: 'WAITLIST' }
          : { key: 'waitlist', path: '/settings/waitlist', state: waitlistState(facts.waitlist) },
      ],
    },
    {
      key: 'floor',
      pages: [
        {
          key: 'areas',
          path: '/settings/areas',
          state: facts.floor ? [{ key: 'floor', params: { areas: facts.floor.areas, tables: facts.floor.tables } }] : [],
        },
        off('TABLE_COMBINATION')
          ? { key: 'areasCombination', path: '/settings/areas-combination', state: [{ key: 'notInPlan' }], lockedBy: 'TABLE_COMBINATION' }
          : {
              key: 'areasCombination',
              path: '/settings/areas-combination',
              state:
                facts.brandCombinations === false ? [{ key: 'brandOff' }] : count('combinations', facts.combinations, 'noCombinations'),
            },
      ],
    },
    {
      key: 'guests',
      pages: [
        {
          key: 'notifications',
          path: '/settings/notifications',
          state: [
            ...(p
              ? [
                  {
                    key: 'channels',
                    params: {
                      sms: onOff(p.enableSMS),
                      email: onOff(p.enableEmail),
                      calls: onOff(p.enableAutomatedCall && !off('AUTOMATED_CALL')),
                    },
                  },
                ]
              : []),
            off('WEB_PUSH') ? { key: 'pushNotInPlan' } : { key: 'pushHere', params: { state: onOff(facts.pushHere) } },
          ],
        },
        {
          key: 'guestTags',
          path: '/settings/guest-tags',
          state: facts.guestTags
            ? [
                { key: 'guestTagsRegular', params: { count: facts.guestTags.regularVisits } },
                { key: 'guestTagsRisk', params: { count: facts.guestTags.noShows } },
              ]
            : [],
        },
      ],
    },
    {
      key: 'payments',
      pages: [
        {
          key: 'tickets',
          path: '/settings/tickets',
          state: [
            ...count('tickets', facts.ticketsOnSale, 'noTickets'),
            ...(p
              ? [
                  off('PAYMENT_REQUEST')
                    ? { key: 'requestsNotInPlan' }
                    : { key: 'requests', params: { state: onOff(facts.brandPaymentRequests !== false) } },
                ]
              : []),
          ],
        },
      ],
    },
    {
      key: 'outlet',
      pages: [
        {
          key: 'outletProfile',
          path: '/settings/outlet',
          state: p
            ? [
                p.openingHours.length
                  ? { key: 'openDays', params: { count: new Set(p.openingHours.map((h) => h.dayOfWeek)).size } }
                  : { key: 'noOpeningHours' },
              ]
            : [],
        },
        { key: 'language', path: '/settings/language', state: [{ key: 'language', params: facts.language }] },
        // What Host's support staff did here, for the merchant (issue 27).
        { key: 'supportAccess', path: '/settings/support-access', state: [] },
      ],
    },
  ];
}
