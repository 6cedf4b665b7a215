import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { alpha, useTheme } from '@mui/material/styles';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../state/session';
import { StatusUseProvider } from '../components/status-chip';
import { useSettings } from '../theme/settings';
import { HEADER, NAV } from '../theme/constants';
import { AccountMenu } from './account-menu';
import { ConnectionBanner } from './connection-banner';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NavHorizontal } from './nav-horizontal';
import { NavList } from './nav-list';
import { PageSkeleton } from './page-skeleton';
import { RouteErrorBoundary } from './error-boundary';
import { ImpersonationBanner } from '../features/support';
import { ConflictDialog, useOfflineShell } from '../features/offline';

// Guests' names come in Chinese whatever the language of the screen (Singapore, Malaysia, Hong Kong, Taiwan).
// The faces are asked for as this module loads, before the first row, and hide a glyph until its
// subset is in (vite.config.ts, cjkFontsBlock): never an empty box.
void import('@fontsource/noto-sans-sc/400.css');
void import('@fontsource/noto-sans-tc/400.css');

/** The signed-in shell: header, navigation (vertical, mini or horizontal) and the page. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const settings = useSettings();
  const session = useSession().data;
  const isLarge = useMediaQuery(theme.breakpoints.up('lg'));
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: HEADER.H_DASHBOARD_DESKTOP - HEADER.H_DASHBOARD_DESKTOP_OFFSET });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const { pathname } = useLocation();
  const [headerRef, headerBox] = useHeight(HEADER.H_MOBILE);
  useEffect(() => setMobileOpen(false), [pathname]);
  useOfflineShell(session?.outlet?.id);

  const isVertical = settings.layout !== 'horizontal';
  // docs/rules.md section 2: below the large breakpoint the collapse state resets.
  const collapsed = isLarge && settings.layout === 'mini';
  const sidebarWidth = isLarge && isVertical ? (collapsed ? NAV.W_DASHBOARD_MINI : NAV.W_DASHBOARD) : 0;
  const headerHeight = isLarge ? (scrolled ? HEADER.H_DASHBOARD_DESKTOP_OFFSET : HEADER.H_DASHBOARD_DESKTOP) : HEADER.H_MOBILE;
  if (!session) return null;

  const sidebar = isLarge && isVertical && (
    <Box
      component="aside"
      onMouseEnter={() => collapsed && setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={{
        position: 'fixed',
        insetBlock: 0,
        insetInlineStart: 0,
        zIndex: theme.zIndex.appBar + 1,
        width: collapsed && !hovered ? NAV.W_DASHBOARD_MINI : NAV.W_DASHBOARD,
        transition: theme.transitions.create('width'),
        bgcolor: 'background.default',
        borderInlineEnd: 1,
        borderColor: 'divider',
        boxShadow: collapsed && hovered ? theme.shadows[8] : 'none',
        overflowX: 'hidden',
        overflowY: 'auto',
      }}
    >
      <Box sx={{ px: collapsed && !hovered ? 2.5 : 3, py: 3 }}>
        <Logo compact={collapsed && !hovered} />
      </Box>
      <NavList mini={collapsed && !hovered} />
      <Tooltip title={collapsed ? t('nav.expand') : t('nav.collapse')} placement="right">
        <IconButton
          onClick={() => {
            setHovered(false);
            settings.update({ layout: collapsed ? 'vertical' : 'mini' });
          }}
          aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
          size="small"
          sx={{
            position: 'absolute',
            top: 28,
            insetInlineEnd: 8,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            minWidth: 32,
            minHeight: 32,
            display: collapsed && !hovered ? 'none' : 'inline-flex',
          }}
        >
          {(theme.direction === 'rtl') !== collapsed ? <ChevronRightIcon fontSize="small" /> : <ChevronLeftIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Box>
  );

  return (
    <Box sx={{ minHeight: '100vh', paddingInlineStart: `${sidebarWidth}px`, '--app-header-height': `${headerBox}px` }}>
      {sidebar}
      <Drawer open={!isLarge && mobileOpen} onClose={() => setMobileOpen(false)} slotProps={{ paper: { sx: { width: NAV.W_BASE } } }}>
        <Box sx={{ px: 3, py: 3 }}>
          <Logo />
        </Box>
        <NavList onNavigate={() => setMobileOpen(false)} />
      </Drawer>
      <AppBar
        ref={headerRef}
        position="sticky"
        elevation={0}
        color="inherit"
        sx={{
          bgcolor: alpha(theme.palette.background.default, 0.9),
          backdropFilter: 'blur(6px)',
          borderBottom: isVertical || !isLarge ? 1 : 0,
          borderColor: 'divider',
        }}
      >
        <ImpersonationBanner session={session} />
        <Toolbar
          sx={{
            height: headerHeight,
            minHeight: { xs: 0, sm: 0 },
            transition: theme.transitions.create('height'),
            gap: 1,
            px: { xs: 2, lg: 4 },
          }}
        >
          {!isLarge && (
            <IconButton edge="start" onClick={() => setMobileOpen(true)} aria-label={t('nav.open')}>
              <MenuIcon />
            </IconButton>
          )}
          {(!isVertical || !isLarge) && (
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <Logo />
            </Box>
          )}
          <Stack sx={{ minWidth: 0, ml: { sm: 1 } }}>
            <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {session.outlet?.outletName}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {session.brand?.brandName}
              {session.userInfo?.isImpersonation ? ` · ${t('account.impersonating')}` : ''}
            </Typography>
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher />
          <Tooltip title={t('settings.title')}>
            <IconButton onClick={() => settings.setDrawerOpen(true)} aria-label={t('settings.title')}>
              <SettingsOutlinedIcon />
            </IconButton>
          </Tooltip>
          <AccountMenu session={session} />
        </Toolbar>
        {!isVertical && isLarge && <NavHorizontal />}
        <ConnectionBanner timeZone={session.brand?.timezone} />
      </AppBar>
      {/* What the header gives up as it shrinks on scroll, this gives back, with the same motion: the
          page below never moves. A tap as the page returned to the top went to what slid under the
          finger (seen on the book's toolbar). */}
      <Box
        aria-hidden
        sx={{
          height: isLarge && scrolled ? HEADER.H_DASHBOARD_DESKTOP - HEADER.H_DASHBOARD_DESKTOP_OFFSET : 0,
          transition: theme.transitions.create('height'),
        }}
      />
      <Container
        component="main"
        id="main"
        maxWidth={settings.stretch ? false : 'xl'}
        sx={{ py: { xs: 2, md: 3 }, px: { xs: 2, md: 3, lg: 4 } }}
      >
        <RouteErrorBoundary>
          <StatusUseProvider>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
              <ConflictDialog />
            </Suspense>
          </StatusUseProvider>
        </RouteErrorBoundary>
      </Container>
    </Box>
  );
}

/**
 * The header's height as it is (it shrinks on scroll and grows with the support and connection
 * bars), for what sticks below it: `--app-header-height` (the book's service headers).
 */
function useHeight(initial: number) {
  const [height, setHeight] = useState(initial);
  const [observer] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(([entry]) => entry && setHeight(Math.round(entry.borderBoxSize[0]?.blockSize ?? initial))),
  );
  const ref = useCallback(
    (node: HTMLElement | null) => {
      observer?.disconnect();
      if (node) observer?.observe(node);
    },
    [observer],
  );
  return [ref, height] as const;
}

export default DashboardLayout;
