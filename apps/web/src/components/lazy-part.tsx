import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { reportDown } from '../lib/connection';

type Kind = 'dialog' | 'view' | 'quiet';

/**
 * How long a part may take to load before its placeholder shows (docs/ui.md, the lazy-load delay of
 * 200 ms): a part that arrives sooner appears with no skeleton flashed before it.
 */
export const LAZY_LOAD_DELAY_MS = 200;

/**
 * A part of a screen whose code loads when it is first shown (React.lazy's job), that never ends on
 * the error screen because the server cannot be reached (issue 28): a part that could not load says
 * so where it would have been, with a way to try again, and the screen behind it stays as it was.
 * `preload()` fetches the code ahead, at a quiet moment, so the part opens with no connection too.
 *
 * - 'dialog': a small dialog saying it needs a connection (closed with the part's own `onClose`);
 * - 'view': the same said in place of the view, the page's other parts untouched;
 * - 'quiet': nothing (a banner that can show next time).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, kind: Kind, placeholderHeight = 0) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchCode = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function Part(props: P) {
    const [state, setState] = useState<'loading' | 'failed' | 'ready'>(loaded ? 'ready' : 'loading');
    const [slow, setSlow] = useState(false);
    useEffect(() => {
      if (state !== 'loading' || loaded) return;
      const timer = setTimeout(() => setSlow(true), LAZY_LOAD_DELAY_MS);
      return () => clearTimeout(timer);
    }, [state]);
    useEffect(() => {
      if (state !== 'loading' || loaded) return;
      let live = true;
      fetchCode().then(
        () => live && setState('ready'),
        () => {
          // The code could not be fetched: Host's server (or the way to it) is not answering.
          reportDown('http');
          if (live) setState('failed');
        },
      );
      return () => {
        live = false;
      };
    }, [state]);
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (state === 'failed')
      return <PartUnavailable kind={kind} onRetry={() => setState('loading')} onClose={(props as { onClose?: () => void }).onClose} />;
    return kind === 'view' && placeholderHeight > 0 && slow ? (
      <Skeleton variant="rounded" height={placeholderHeight} data-testid="lazy-placeholder" />
    ) : null;
  }
  Part.preload = () => void fetchCode().catch(() => undefined);
  return Part;
}

function PartUnavailable({ kind, onRetry, onClose }: { kind: Kind; onRetry: () => void; onClose?: () => void }) {
  const { t } = useTranslation();
  if (kind === 'quiet') return null;
  const retry = (
    <Button onClick={onRetry} color="inherit" sx={{ fontWeight: 700 }}>
      {t('partUnavailable.retry')}
    </Button>
  );
  if (kind === 'view')
    return (
      <Alert severity="warning" icon={<CloudOffIcon />} action={retry} data-testid="part-unavailable">
        {t('partUnavailable.text')}
      </Alert>
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="part-unavailable-title" data-testid="part-unavailable">
      <DialogTitle id="part-unavailable-title">{t('partUnavailable.title')}</DialogTitle>
      <DialogContent>{t('partUnavailable.text')}</DialogContent>
      <DialogActions>
        {onClose && <Button onClick={onClose}>{t('actions.close')}</Button>}
        <Button variant="contained" onClick={onRetry}>
          {t('partUnavailable.retry')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
