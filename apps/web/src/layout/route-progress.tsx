import 'nprogress/nprogress.css';
import { useTheme } from '@mui/material/styles';
import GlobalStyles from '@mui/material/GlobalStyles';
import NProgress from 'nprogress';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

// Decorative: the page's own loading states speak to screen readers (nprogress's role="bar" is no ARIA role).
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 120,
  barSelector: '.bar',
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
});

/** docs/rules.md section 1: a top progress bar on route changes. */
export function RouteProgress() {
  const theme = useTheme();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    if (navigation.state !== 'idle') NProgress.start();
    else NProgress.done();
  }, [navigation.state]);

  useEffect(() => {
    // The page a load opens on is no route change: the browser shows that load. nprogress measures its bar as it starts
    // (offsetWidth), which at boot laid the whole page out once more: 72 ms of a reload of the book (issue 34).
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    NProgress.start();
    const timer = setTimeout(() => NProgress.done(), 200);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <GlobalStyles
      styles={{
        '#nprogress .bar': { background: theme.palette.primary.main, height: 3 },
        '#nprogress .peg': { boxShadow: `0 0 10px ${theme.palette.primary.main}` },
      }}
    />
  );
}
