import { z } from 'zod';
import { flag, pickedId, pickedList, safeMultilineText, safeText, wholeNumber } from '../input';
import type { MessageKey } from '../messages';

/**
 * The door queue (issue 30, docs/rules.md section 10): parties waiting now for a table, in the
 * host's order. A party waits, may be told its table is ready, and leaves the queue seated (as a
 * walk-in booking linked to its entry), gone before it was seated, or not there when called.
 */
export const QUEUE_STATUSES = ['waiting', 'notified', 'seated', 'left', 'noShow'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** What a host does to a queued party. */
export const QUEUE_ACTIONS = ['notify', 'seat', 'left', 'noShow', 'edit', 'move'] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];

/** The statuses a party is still in the queue in. */
export const IN_QUEUE: readonly QueueStatus[] = ['waiting', 'notified'];

/** Which action each status allows: only a party still in the queue is acted on; the rest is its history. */
const ALLOWED: Record<QueueStatus, readonly QueueAction[]> = {
  waiting: ['notify', 'seat', 'left', 'noShow', 'edit', 'move'],
  // Told again (a second "your table is ready") is allowed: the guest may not have seen the first.
  notified: ['notify', 'seat', 'left', 'noShow', 'edit', 'move'],
  seated: [],
  left: [],
  noShow: [],
};
export function canQueueAct(status: QueueStatus, action: QueueAction): boolean {
  return ALLOWED[status].includes(action);
}

/**
 * Which channel carries a queued party's messages (joined, table ready): SMS to its phone where the outlet
 * sends SMS, else email where it gave one and the outlet sends email; null when neither can.
 */
export function queueChannelOf(
  party: { customerPhone: string | null; customerEmail: string | null },
  outletSends: { sms: boolean; email: boolean },
): 'sms' | 'email' | null {
  if (party.customerPhone && outletSends.sms) return 'sms';
  if (party.customerEmail && outletSends.email) return 'email';
  return null;
}

/** Minutes a told party has to come before the host is shown it has not, until the outlet sets its own (the queue's view carries it). */
export const ANSWER_MINUTES = 10;

/** How many parties an outlet's queue holds at once: a door, not a mailing list. */
export const QUEUE_LIMIT = 100;

const name = (max: number) => safeText(max, 'nameTooLong');

/** A party's fields, each as typed: the add fills in what was left out, an edit changes only what it names. */
const partyFields = {
  customerFirstName: name(100).min(1, { message: 'enterName' satisfies MessageKey }),
  customerLastName: name(100),
  /** for "your table is ready"; checked as a real number of the outlet's country by the server, stored E.164 */
  customerPhone: safeText(32, 'phoneNotValid').nullable().optional(),
  /** for "your table is ready" when the party has no phone, or the outlet sends no SMS */
  customerEmail: z
    .email({ message: 'emailNotValid' satisfies MessageKey })
    .max(200)
    .nullable()
    .optional(),
  numberOfAdults: wholeNumber(1, 100, 'partyAtLeastOne', 'queuePartyTooLarge'),
  numberOfChildren: wholeNumber(0, 100, 'childrenNotNegative', 'queuePartyTooLarge'),
  notes: safeMultilineText(500).nullable().optional(),
  /** the area the party asked for, if any */
  areaId: pickedId().nullable().optional(),
  /** the language the guest is written to in: the host's choice, else the outlet's */
  language: safeText(20).nullable().optional(),
};

/** What a host types to add a party to the queue: a name and the party's size; the rest helps. */
export const queueEntryInputSchema = z.object({
  ...partyFields,
  customerLastName: partyFields.customerLastName.default(''),
  numberOfChildren: partyFields.numberOfChildren.default(0),
});
export type QueueEntryInput = z.input<typeof queueEntryInputSchema>;
export type QueueEntryFields = z.output<typeof queueEntryInputSchema>;

/** An edit: any of the fields, each as when adding; what it does not name stays as it is (no defaults here). */
export const queueEntryPatchSchema = z.object(partyFields).partial();
export type QueueEntryPatch = z.output<typeof queueEntryPatchSchema>;

/** The party moved in the order: right after another (`afterId`), or to the front (null). */
export const queueMoveSchema = z.object({ afterId: pickedId().nullable() });
export type QueueMove = z.output<typeof queueMoveSchema>;

/** Seating a queued party: the tables chosen; more guests than they hold once the host agreed. */
export const queueSeatSchema = z.object({
  tableIds: pickedList(pickedId(), 20).min(1, { message: 'chooseTable' satisfies MessageKey }),
  allowOverCapacity: flag().optional(),
});
export type QueueSeat = z.output<typeof queueSeatSchema>;

/** Taking a party off the queue without seating it. */
export const queueRemoveSchema = z.object({ reason: z.enum(['left', 'noShow'], { message: 'chooseOption' satisfies MessageKey }) });
export type QueueRemove = z.output<typeof queueRemoveSchema>;

export const queueEntrySchema = z.object({
  id: z.string(),
  outletId: z.string(),
  status: z.enum(QUEUE_STATUSES),
  customerFirstName: z.string(),
  customerLastName: z.string(),
  customerPhone: z.string().nullable(),
  customerEmail: z.string().nullable(),
  numberOfAdults: z.number().int(),
  numberOfChildren: z.number().int(),
  notes: z.string().nullable(),
  areaId: z.string().nullable(),
  language: z.string().nullable(),
  /** ISO instants */
  joinedAt: z.string(),
  notifiedAt: z.string().nullable(),
  seatedAt: z.string().nullable(),
  removedAt: z.string().nullable(),
  /** when the guest said from their link that they are on their way (after "your table is ready") */
  onMyWayAt: z.string().nullable(),
  /** the wait quoted when the party joined, in minutes (null: no table was in sight) */
  quotedMinutes: z.number().int().nullable(),
  /** the wait it had when seated, in minutes: quoted against actual */
  actualMinutes: z.number().int().nullable(),
  /** the walk-in booking it became */
  reservationId: z.string().nullable(),
  version: z.number().int(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

/** The queue as the host screen reads it: the parties in order, each with its wait estimated now. */
export const queueViewSchema = z.object({
  entries: z.array(
    queueEntrySchema.extend({
      /** 1 for the front of the queue */
      position: z.number().int(),
      /** the wait from now by the floor as it stands, in minutes (null: no table in sight) */
      estimatedMinutes: z.number().int().nullable(),
    }),
  ),
  /** the median of |actual - quoted| over the outlet's last 30 days of parties seated from the queue (null: none yet) */
  medianQuoteErrorMinutes: z.number().int().nullable(),
  /** the outlet's answer time: a party told its table is ready and not there after it is shown to the host */
  answerMinutes: z.number().int(),
});
export type QueueView = z.infer<typeof queueViewSchema>;
export type QueuedEntry = QueueView['entries'][number];

/** What a queued party's own page shows (the link in its messages): its place, never another party's details. */
export const guestQueueViewSchema = z.object({
  outletName: z.string(),
  customerFirstName: z.string(),
  pax: z.number().int(),
  status: z.enum(QUEUE_STATUSES),
  /** 1 for the front of the queue; null once out of it */
  position: z.number().int().nullable(),
  /** the wait from now by the floor as it stands, in minutes (null: no table in sight, or out of the queue) */
  estimatedMinutes: z.number().int().nullable(),
  /** ISO instants */
  joinedAt: z.string(),
  notifiedAt: z.string().nullable(),
  onMyWayAt: z.string().nullable(),
  language: z.string().nullable(),
});
export type GuestQueueView = z.infer<typeof guestQueueViewSchema>;
