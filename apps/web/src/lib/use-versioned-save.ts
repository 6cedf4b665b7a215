import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { ApiError } from './http';
import { translateError } from './server-messages';

/**
 * A settings form saved with the version it was read at (docs/architecture.md, No lost edit). A save
 * over someone else's (409) reads their version, keeps what was typed and says so (`stale`), so the
 * next save is a deliberate overwrite; any other failure is said in the user's language.
 */
export function useVersionedSave<View extends { version: number }, Input>({
  initial,
  queryKey,
  read,
  write,
  onSaved,
  text,
}: {
  initial: View;
  queryKey: QueryKey;
  read: () => Promise<View>;
  write: (input: Input, version: number) => Promise<View>;
  /** after the cache holds the saved view: reset the form, read what moved with it */
  onSaved: (saved: View) => void;
  text: { saved: string; failed: string };
}) {
  const client = useQueryClient();
  const [current, setCurrent] = useState(initial);
  const [stale, setStale] = useState(false);
  const save = async (input: Input) => {
    try {
      const saved = await write(input, current.version);
      setCurrent(saved);
      setStale(false);
      client.setQueryData(queryKey, saved);
      onSaved(saved);
      enqueueSnackbar(text.saved, { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setCurrent(await client.fetchQuery({ queryKey, queryFn: read }));
        setStale(true);
      } else enqueueSnackbar(translateError(error, text.failed), { variant: 'error' });
    }
  };
  return { current, stale, dismissStale: () => setStale(false), save };
}
