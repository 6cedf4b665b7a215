import type { FestiveEveningInput, FestiveTemplate } from '@host/domain/availability/festive';

export type TicketKind = 'setMenu' | 'existing' | 'none';
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
  ticketId: string;
  policy: string;
}

/** The evening as the API takes it, from what the merchant left in the form. */
export function inputOf(draft: Draft): FestiveEveningInput {
  const ticket =
    draft.ticketKind === 'setMenu'
      ? { kind: 'setMenu' as const, name: draft.menuName.trim(), price: Math.round(Number(draft.menuPrice || 0) * 100) }
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
