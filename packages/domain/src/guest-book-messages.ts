/** The guest book's refusals (issue 32: the brand's tags, consent), part of MESSAGES. */
export const GUEST_BOOK_MESSAGES = {
  enterTagName: "Enter the tag's name",
  tagNameTaken: 'The brand already has a tag of that name',
  tooManyTags: (p: { max: number }) => `A brand keeps at most ${p.max} tags: delete one it no longer uses first`,
  tagNotFound: 'This tag no longer exists',
  tagInGuaranteeRule: (p: { outlet: string }) =>
    `${p.outlet}'s guarantee rule asks guests with this tag for a guarantee: take the tag out of the rule first`,
};
