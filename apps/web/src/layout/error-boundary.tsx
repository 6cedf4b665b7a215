import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteError } from 'react-router';
import { reportError } from '../lib/report-error';

/** docs/rules.md section 1: a render error shows 'Something went wrong!' and is reported. */
export function RenderErrorFallback() {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', p: 3, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 440 }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />
        <Typography variant="h4" component="h1">
          {t('errors.renderFailed')}
        </Typography>
        <Typography color="text.secondary">{t('errors.renderFailedHelp')}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      </Stack>
    </Box>
  );
}

interface BoundaryProps {
  children: ReactNode;
  resetKey?: string;
}

class Boundary extends Component<BoundaryProps, { error: unknown; resetKey?: string }> {
  override state: { error: unknown; resetKey?: string } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; resetKey?: string }) {
    // Moving to another page clears the error: the rest of the app still works.
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    void reportError('error', 'Something went wrong!', error, { componentStack: info.componentStack });
  }

  override render() {
    return this.state.error ? <RenderErrorFallback /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}

/** The router's errorElement: errors thrown while loading or rendering a route. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    void reportError('error', 'Something went wrong!', error);
  }, [error]);
  return <RenderErrorFallback />;
}
