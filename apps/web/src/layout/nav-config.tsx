import EventNoteIcon from '@mui/icons-material/EventNote';
import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { FeatureCode } from '@host/domain/entitlements';
import type { Session } from '@host/domain/auth';
import type { ReactNode } from 'react';

export interface NavItem {
  /** i18n key under nav. */
  key: string;
  /** path below the locale sub-path */
  path: string;
  icon?: ReactNode;
  /** the outlet entitlement it needs (issue 15): marked when the outlet's plan leaves it off */
  feature?: FeatureCode;
  children?: NavItem[];
  /** shown to support staff only (issue 15) */
  supportOnly?: boolean;
  /** the locale file its nav.<key> name is in, when not common.json: a page whose words all live with it */
  labelNs?: 'settings';
}

/** docs/rules.md section 2's screens, as the host finds them. */
export const NAV_ITEMS: NavItem[] = [
  { key: 'reservations', path: '/reservations', icon: <EventNoteIcon /> },
  { key: 'onlineSchedule', path: '/reservations/online-schedule', icon: <ScheduleIcon /> },
  { key: 'customers', path: '/customers', icon: <PeopleAltOutlinedIcon /> },
  { key: 'transactions', path: '/transactions', icon: <ReceiptLongOutlinedIcon /> },
  { key: 'reports', path: '/reports', icon: <BarChartOutlinedIcon />, feature: 'REPORTS' },
  {
    key: 'settings',
    path: '/settings',
    icon: <SettingsOutlinedIcon />,
    children: [
      { key: 'settingsOverview', path: '/settings' },
      { key: 'bookingManagement', path: '/settings/booking-management' },
      { key: 'outletProfile', path: '/settings/outlet' },
      { key: 'weeklySchedule', path: '/settings/schedules/weekly' },
      { key: 'specialDays', path: '/settings/schedules/special' },
      { key: 'areas', path: '/settings/areas' },
      { key: 'areasCombination', path: '/settings/areas-combination', feature: 'TABLE_COMBINATION' },
      { key: 'tickets', path: '/settings/tickets' },
      { key: 'statusManagement', path: '/settings/status-management' },
      { key: 'notifications', path: '/settings/notifications' },
      { key: 'guestTags', path: '/settings/guest-tags', labelNs: 'settings' },
      { key: 'waitlist', path: '/settings/waitlist', feature: 'WAITLIST', labelNs: 'settings' },
      { key: 'language', path: '/settings/language' },
      { key: 'bookingPage', path: '/settings/booking-page' },
    ],
  },
  { key: 'support', path: '/support', icon: <HelpOutlineIcon />, supportOnly: true },
];

/** Support is support staff's only; support staff with no outlet open have only it to go to (issue 15). */
export function navItemsFor(session: Session | null | undefined): NavItem[] {
  const isSupport = session?.userInfo?.kind === 'oddler';
  return NAV_ITEMS.filter((item) => (item.supportOnly ? isSupport : !isSupport || Boolean(session?.isOutletLoggedIn)));
}
