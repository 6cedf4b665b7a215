import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { RequireSession } from '../features/auth/components/RequireSession';
import { NotFoundPage, PlaceholderPage } from '../features/placeholder/PlaceholderPage';
import { V3Gate } from '../features/v3/components/V3Gate';
import { preferredSubPath } from '../i18n/locale';
import { RouteError } from '../layout/ErrorBoundary';
import { LocaleLayout } from '../layout/LocaleLayout';

/** Pages that arrive with later features: a proper page in the shell meanwhile. */
const PLACEHOLDERS: Array<[path: string, page: string]> = [
  ['customers', 'customers'],
  ['customers/add', 'customerAdd'],
  ['customers/edit/:id', 'customerEdit'],
  ['customers/:id', 'customer'],
  ['settings', 'settings'],
  ['settings/status-management', 'statusManagement'],
  ['settings/status-management/edit', 'statusManagementEdit'],
  ['settings/tickets', 'tickets'],
  ['settings/tickets/add', 'ticketAdd'],
  ['settings/tickets/edit/:id', 'ticketEdit'],
  ['settings/language', 'language'],
  ['settings/notifications', 'notifications'],
  ['settings/booking-page', 'bookingPage'],
  ['transactions', 'transactions'],
  ['support', 'support'],
];

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate replace to={`/${preferredSubPath()}/reservations`} /> },
  { path: '/__test/*', lazy: lazyPage(() => import('../features/dev/TestPages')), errorElement: <RouteError /> },
  { path: '/__private/*', element: <PlaceholderPage page="private" />, errorElement: <RouteError /> },
  {
    path: '/:locale',
    element: <LocaleLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate replace to="reservations" /> },
      { path: 'login', lazy: lazyPage(() => import('../features/auth/pages/LoginPage')) },
      { path: 'login/reset-password', lazy: lazyPage(() => import('../features/auth/pages/ResetPasswordPage')) },
      { path: 'login/switch', lazy: lazyPage(() => import('../features/auth/pages/SwitchOutletPage')) },
      { path: 'logout', lazy: lazyPage(() => import('../features/auth/pages/LogoutPage')) },
      { path: 'login-from-v3', lazy: lazyPage(() => import('../features/v3/pages/LoginFromV3Page')) },
      {
        element: <RequireSession />,
        children: [
          {
            element: <V3Gate />,
            children: [
              { path: 'v3-prompt', lazy: lazyPage(() => import('../features/v3/pages/V3PromptPage')) },
              { path: 'v3-switch', lazy: lazyPage(() => import('../features/v3/pages/V3SwitchPage')) },
              {
                lazy: lazyPage(() => import('../layout/DashboardLayout')),
                children: [
                  { path: 'reservations', lazy: lazyPage(() => import('../features/reservations/pages/ReservationsPage')) },
                  { path: 'reservations/online-schedule', lazy: lazyPage(() => import('../features/schedules/pages/OnlineSchedulePage')) },
                  { path: 'settings/booking-management', lazy: lazyPage(() => import('../features/schedules/pages/BookingManagementPage')) },
                  { path: 'settings/schedules/weekly', lazy: lazyPage(() => import('../features/schedules/pages/WeeklySchedulePage')) },
                  { path: 'settings/schedules/special', lazy: lazyPage(() => import('../features/schedules/pages/SpecialDaysPage')) },
                  { path: 'settings/areas', lazy: lazyPage(() => import('../features/floor/pages/AreasSettingsPage')) },
                  { path: 'settings/areas-combination', lazy: lazyPage(() => import('../features/floor/pages/CombinationsPage')) },
                  ...PLACEHOLDERS.map(([path, page]) => ({ path, element: <PlaceholderPage page={page} /> })),
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
