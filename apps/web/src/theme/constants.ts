/** docs/rules.md sections 2 and 9: layout constants and breakpoints. */
export const HEADER = {
  H_MOBILE: 64,
  H_MAIN_DESKTOP: 88,
  H_DASHBOARD_DESKTOP: 92,
  H_DASHBOARD_DESKTOP_OFFSET: 60,
} as const;

export const NAV = {
  W_BASE: 260,
  W_DASHBOARD: 280,
  W_DASHBOARD_MINI: 88,
  H_DASHBOARD_ITEM: 48,
  H_DASHBOARD_ITEM_SUB: 40,
  H_DASHBOARD_ITEM_HORIZONTAL: 32,
} as const;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 760, lg: 1280, xl: 1920 } as const;
export const BORDER_RADIUS = 8;
