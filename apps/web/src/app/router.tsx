import { Navigate, createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { queryClient } from '../state/query-client';
import { RequireSession } from './require-session';
import { sessionQueryOptions } from '../state/session';
import { NotFoundPage, PlaceholderPage } from '../features/placeholder/pages/placeholder-page';
import { V3Gate } from '../features/v3';
import { preferredSubPath } from '../i18n/locale';
import { RouteError } from '../layout/error-boundary';
import { LocaleLayout } from '../layout/locale-layout';

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * A loader that starts a page's queries while its code loads (the router runs loaders and lazy
 * routes together) instead of after it renders; it never waits for them, and runs once per visit.
 */
const prefetching = (load: () => Promise<{ prefetch: (url: URL) => void }>) => ({
  loader: ({ request }: LoaderFunctionArgs) => {
    void load().then((m) => m.prefetch(new URL(request.url)));
    return null;
  },
  shouldRevalidate: () => false,
});

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate replace to={`/${preferredSubPath()}/reservations`} /> },
  { path: '/__test/*', lazy: lazyPage(() => import('../features/dev/pages/test-pages')), errorElement: <RouteError /> },
  { path: '/__private/*', element: <PlaceholderPage page="private" />, errorElement: <RouteError /> },
  // The guest's pay page (issue 13): no sign-in, no shell; its language is the booking's unless the address names one.
  { path: '/pay/:token', lazy: lazyPage(() => import('../features/pay/pages/pay-page')), errorElement: <RouteError /> },
  // The guest's confirm-or-cancel link in every message (issue 14): the same, in the booking's language.
  { path: '/r/:token', lazy: lazyPage(() => import('../features/guest/pages/guest-page')), errorElement: <RouteError /> },
  // A guest's place on a day's waiting list (issue 30): the same, in the language they joined in.
  { path: '/w/:token', lazy: lazyPage(() => import('../features/guest/pages/waiting-page')), errorElement: <RouteError /> },
  // A party waiting at the door (issue 30): its place, "I'm on my way", leaving.
  { path: '/q/:token', lazy: lazyPage(() => import('../features/guest/pages/queue-page')), errorElement: <RouteError /> },
  {
    path: '/:locale',
    element: <LocaleLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate replace to="reservations" /> },
      { path: 'login', lazy: lazyPage(() => import('../features/auth/pages/sign-in-page-load')) },
      { path: 'login/reset-password', lazy: lazyPage(() => import('../features/auth/pages/reset-password-page')) },
      { path: 'login/switch', lazy: lazyPage(() => import('../features/auth/pages/switch-outlet-page')) },
      { path: 'logout', lazy: lazyPage(() => import('../features/auth/pages/logout-page')) },
      { path: 'login-from-v3', lazy: lazyPage(() => import('../features/v3/pages/login-from-v3-page')) },
      { path: 'pay/:token', lazy: lazyPage(() => import('../features/pay/pages/pay-page')) },
      { path: 'r/:token', lazy: lazyPage(() => import('../features/guest/pages/guest-page')) },
      { path: 'w/:token', lazy: lazyPage(() => import('../features/guest/pages/waiting-page')) },
      { path: 'q/:token', lazy: lazyPage(() => import('../features/guest/pages/queue-page')) },
      {
        element: <RequireSession />,
        // The session decides everything below; ask for it before the pages' code is in.
        loader: () => {
          void queryClient.prefetchQuery(sessionQueryOptions);
          return null;
        },
        shouldRevalidate: () => false,
        children: [
          {
            element: <V3Gate />,
            children: [
              { path: 'v3-prompt', lazy: lazyPage(() => import('../features/v3/pages/v3-prompt-page')) },
              { path: 'v3-switch', lazy: lazyPage(() => import('../features/v3/pages/v3-switch-page')) },
              {
                lazy: lazyPage(() => import('../layout/dashboard-layout')),
                children: [
                  {
                    path: 'reservations',
                    ...prefetching(() => import('../features/reservations/pages/reservations-prefetch')),
                    lazy: lazyPage(() => import('../features/reservations/pages/reservations-page')),
                  },
                  {
                    path: 'reservations/online-schedule',
                    lazy: lazyPage(() => import('../features/schedules/pages/online-schedule-page')),
                  },
                  {
                    path: 'settings/booking-management',
                    lazy: lazyPage(() => import('../features/schedules/pages/booking-management-page')),
                  },
                  { path: 'settings/schedules/weekly', lazy: lazyPage(() => import('../features/schedules/pages/weekly-schedule-page')) },
                  { path: 'settings/schedules/special', lazy: lazyPage(() => import('../features/schedules/pages/special-days-page')) },
                  { path: 'settings/areas', lazy: lazyPage(() => import('../features/floor/pages/areas-settings-page')) },
                  { path: 'customers', lazy: lazyPage(() => import('../features/customers/pages/customers-page')) },
                  {
                    path: 'customers/add',
                    lazy: lazyPage(() =>
                      import('../features/customers/pages/customer-form-page').then((m) => ({ default: m.CustomerAddPage })),
                    ),
                  },
                  {
                    path: 'customers/edit/:id',
                    lazy: lazyPage(() =>
                      import('../features/customers/pages/customer-form-page').then((m) => ({ default: m.CustomerEditPage })),
                    ),
                  },
                  { path: 'customers/:id', lazy: lazyPage(() => import('../features/customers/pages/customer-page')) },
                  { path: 'settings/areas-combination', lazy: lazyPage(() => import('../features/floor/pages/combinations-page')) },
                  { path: 'settings/tickets', lazy: lazyPage(() => import('../features/tickets/pages/tickets-page')) },
                  { path: 'settings/tickets/add', lazy: lazyPage(() => import('../features/tickets/pages/ticket-add-page')) },
                  { path: 'settings/tickets/edit/:id', lazy: lazyPage(() => import('../features/tickets/pages/ticket-edit-page')) },
                  { path: 'transactions', lazy: lazyPage(() => import('../features/transactions/pages/transactions-page')) },
                  // Issue 31: the charts (MUI X Charts) load with this page only, never with the host screen.
                  { path: 'reports', lazy: lazyPage(() => import('../features/reports/pages/reports-page')) },
                  { path: 'settings/status-management', lazy: lazyPage(() => import('../features/statuses/pages/status-management-page')) },
                  {
                    path: 'settings/status-management/edit',
                    lazy: lazyPage(() => import('../features/statuses/pages/status-management-edit-page')),
                  },
                  {
                    path: 'settings/booking-page',
                    lazy: lazyPage(() => import('../features/booking-page-settings/pages/booking-page-settings-page')),
                  },
                  { path: 'settings/outlet', lazy: lazyPage(() => import('../features/booking-page-settings/pages/outlet-profile-page')) },
                  {
                    path: 'settings/notifications',
                    lazy: lazyPage(() => import('../features/notifications/pages/notifications-settings-page')),
                  },
                  { path: 'settings/waitlist', lazy: lazyPage(() => import('../features/settings/pages/waitlist-settings-page')) },
                  {
                    path: 'settings/guest-tags',
                    lazy: lazyPage(() => import('../features/settings/pages/guest-tags-settings-page')),
                  },
                  { path: 'settings', lazy: lazyPage(() => import('../features/settings/pages/settings-page')) },
                  { path: 'settings/language', lazy: lazyPage(() => import('../features/settings/pages/language-page')) },
                  { path: 'settings/support-access', lazy: lazyPage(() => import('../features/support/pages/support-access-page')) },
                  { path: 'support', lazy: lazyPage(() => import('../features/support/pages/support-page')) },
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
