/** Issue 32's refusals (the brand's tags, festive evenings, consent), part of MESSAGES. */
export const GUEST_BOOK_MESSAGES = {
  enterTagName: "Enter the tag's name",
  tagNameTaken: 'The brand already has a tag of that name',
  tooManyTags: (p: { max: number }) => `A brand keeps at most ${p.max} tags: delete one it no longer uses first`,
  tagNotFound: 'This tag no longer exists',
  tagInGuaranteeRule: (p: { outlet: string }) =>
    `${p.outlet}'s guarantee rule asks guests with this tag for a guarantee: take the tag out of the rule first`,
  chooseOutlet: 'Choose at least one outlet',
  chooseSitting: 'Add at least one sitting',
  sittingMinutesRange: 'A sitting lasts 60 to 300 minutes',
  sittingsEndTooLate: "The last sitting must end by 02:00, and before the first sitting's time",
  specialDayExists: (p: { outlet: string; date: string }) =>
    `${p.outlet} already has a special day on ${p.date}: change or delete it first`,
};
