import { NO_VISIT_RECORD, autoTags, thresholdsOrDefaults } from '@host/domain/guest-tags';
import { statusUseOf } from '@host/domain/reservations/status-settings-schemas';
import type { OutletWithBrand } from '../outlets/service';
import type { ReservationRelations } from './relations';
import type { ReservationRow } from './repository';

/** A booking just inserted, with what its transaction knows of it besides the row. */
export interface JustMade {
  row: ReservationRow;
  found: OutletWithBrand;
  /** the service's name where the placement read it (undefined: not known here) */
  serviceTimingName: string | null | undefined;
  tableIds: readonly string[];
  tagIds: readonly string[] | undefined;
  /** the guest the booking made, with what it was made with; null: the booking has no guest */
  madeGuest: { firstName: string; lastName: string; phone: string } | null;
  /** the booking found a guest already kept (their history, tags and needs are read, not known) */
  foundGuest: boolean;
  /** needs or words on the guest's diet the booking keeps on them */
  keepsNeeds: boolean;
  /** another change made in the transaction besides the booking (a walk-in from the door queue) or a payment asked */
  more: boolean;
}

/**
 * What a booking just made is shown with, from what its transaction holds, when that is all there is: no tables, tags,
 * ticket or payment, and no guest or one it made itself. The statement that reads a booking's relations
 * (relations.ts) is then a round trip that finds nothing the insert did not write (decision 039): no transactions and no
 * planned messages yet (the clock sweep plans them after the commit), the outlet's name and statuses from the outlet
 * read, and a new guest's computed tags from a record with no visit, by the brand's thresholds. Undefined when the
 * booking holds anything else: its relations are read.
 */
export function relationsOfJustMade(made: JustMade): ReservationRelations | undefined {
  const { row, found } = made;
  const known =
    !made.more &&
    !made.tableIds.length &&
    !made.tagIds?.length &&
    !row.ticketId &&
    !made.foundGuest &&
    !made.keepsNeeds &&
    (!row.serviceTimingId || typeof made.serviceTimingName === 'string');
  if (!known) return undefined;
  const guest = row.customerId && made.madeGuest;
  if (row.customerId && !guest) return undefined;
  return {
    tables: new Map(),
    tags: new Map(),
    tickets: new Map(),
    paymentRequests: new Map(),
    transactions: new Map(),
    customers: new Map(
      guest
        ? [
            [
              row.customerId!,
              {
                id: row.customerId!,
                firstName: guest.firstName,
                lastName: guest.lastName,
                phone: guest.phone,
                email: null,
                notesDiner: null,
                dietary: [],
                dietaryNotes: null,
                seatingPreference: null,
                autoTags: autoTags(NO_VISIT_RECORD, thresholdsOrDefaults(found.brand.guestTagThresholds)),
                tags: [],
              },
            ],
          ]
        : [],
    ),
    serviceTimings: new Map(row.serviceTimingId ? [[row.serviceTimingId, { id: row.serviceTimingId, name: made.serviceTimingName! }]] : []),
    outlets: new Map([[row.outletId, { id: row.outletId, outletName: found.outlet.outletName }]]),
    confirmations: new Map(),
    statusUse: new Map([[row.outletId, statusUseOf(found.outlet.statusSettings)]]),
  };
}
