import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import Box from '@mui/material/Box';
import { localTimeOf } from '@host/domain/time';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBanner } from '../components/top-banner';
import { reportDown, reportUp, useConnection } from '../lib/connection';

/** How often the banner asks whether the server is back, and how long "Back online" shows. */
export const PROBE_EVERY_MS = 3_000;
const BACK_SHOWN_MS = 4_000;

/**
 * Issue 19: with the server unreachable the host learns it at once ("Offline since 19:42,
 * retrying…"), Host retries by itself, and says when it is back; everything on screen is then
 * fetched again, as after a live-updates reconnect (docs/architecture.md, Realtime).
 */
export function ConnectionBanner({ timeZone }: { timeZone: string | undefined }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { offlineSince, backAt } = useConnection();
  const [showBack, setShowBack] = useState(false);
  useBrowserOnline();

  useEffect(() => {
    if (offlineSince === null) return;
    const timer = setInterval(probeHealth, PROBE_EVERY_MS);
    return () => clearInterval(timer);
  }, [offlineSince]);

  useEffect(() => {
    if (backAt === null) return;
    // Every read is asked anew. A read still in flight was sent while Host could not be reached: a
    // refetch would only join it (TanStack joins a first read in flight), and its failure would leave
    // the screen on the day before (seen in CI); so those are cancelled first.
    void client.cancelQueries().then(() => client.invalidateQueries());
    setShowBack(true);
    const timer = setTimeout(() => setShowBack(false), BACK_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [backAt, client]);

  const at = (ms: number) => (timeZone ? localTimeOf(new Date(ms), timeZone) : new Date(ms).toTimeString()).slice(0, 5);
  const offline = offlineSince !== null;
  if (!offline && !showBack) return <Box role="status" aria-live="polite" />;
  return (
    <TopBanner
      role="status"
      aria-live="polite"
      data-testid="connection-banner"
      tone={
        offline ? { bgcolor: 'warning.main', color: 'warning.contrastText' } : { bgcolor: 'success.main', color: 'success.contrastText' }
      }
      icon={offline ? <CloudOffIcon fontSize="small" /> : <CloudDoneIcon fontSize="small" />}
      text={offline ? t('connection.offline', { time: at(offlineSince) }) : t('connection.back')}
      busy={offline}
    />
  );
}

/** Asks Host whether it is there, and reports what the answer means for the book. */
function probeHealth() {
  void fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(PROBE_EVERY_MS * 3) }).then(
    (response) => {
      // Host answered (a 503 names a part that is down, the broker say, and writes may still go
      // through: they say for themselves); only a gateway's 502 or 504 means Host is not there.
      if (response.status === 502 || response.status === 504) return reportDown('http');
      reportUp('browser');
      reportUp('http');
    },
    // Live updates dropped and Host does not answer either: the book goes offline now, before
    // a host's tap has to find it out (issue 28).
    () => reportDown('http'),
  );
}

/** The device's own word: offline at once; online is confirmed by the next probe or call. */
function useBrowserOnline() {
  useEffect(() => {
    const offline = () => reportDown('browser');
    const online = probeHealth;
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
}
