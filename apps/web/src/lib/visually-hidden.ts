/** Read by screen readers, not drawn (a lock's meaning, a figure's change said in words beside its arrow). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  m: '-1px',
  overflow: 'hidden',
  p: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
