import type { FestiveEveningInput, FestiveTemplate } from '@host/domain/availability/festive';

export type TicketKind = 'setMenu' | 'deposit' | 'existing' | 'none';
export interface Draft {
  template: FestiveTemplate;
  name: string;
  outletIds: string[];
  /** as chosen, '' for a row not filled in yet */
  dates: string[];
  sittings: string[];
  sittingMinutes: number;
  ticketKind: TicketKind;
  menuName: string;
  /** as typed, in the currency's units ("88.00") */
  menuPrice: string;
  depositName: string;
  /** as typed, in the currency's units, per guest */
  depositPrice: string;
  ticketId: string;
  policy: string;
}

/** The evening as the API takes it, from what the merchant left in the form. */
export function inputOf(draft: Draft): FestiveEveningInput {
  const minor = (typed: string) => Math.round(Number(typed || 0) * 100);
  const ticket =
    draft.ticketKind === 'setMenu'
      ? { kind: 'setMenu' as const, name: draft.menuName.trim(), price: minor(draft.menuPrice) }
      : draft.ticketKind === 'deposit'
        ? { kind: 'deposit' as const, name: draft.depositName.trim(), price: minor(draft.depositPrice) }
        : draft.ticketKind === 'existing'
          ? { kind: 'existing' as const, ticketId: draft.ticketId }
          : { kind: 'none' as const };
  return {
    template: draft.template,
    name: draft.name,
    outletIds: draft.outletIds,
    dates: draft.dates.length === 1 && !draft.dates[0] ? [] : draft.dates,
    sittings: draft.sittings,
    sittingMinutes: draft.sittingMinutes,
    ticket,
    policy: draft.policy.trim() || null,
  };
}

/** The price typed for the new ticket chosen (a set menu, a deposit), or null when the evening makes none. */
export function newTicketPrice(draft: Draft): number | null {
  if (draft.ticketKind === 'setMenu') return Number(draft.menuPrice);
  if (draft.ticketKind === 'deposit') return Number(draft.depositPrice);
  return null;
}
