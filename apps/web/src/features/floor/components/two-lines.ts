/** At most two lines, then an ellipsis: a name or a status word is read, not cut after a few letters (issue 28). */
export const TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;
