import { zodResolver } from './zod-resolver';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './http';
import { translateError } from './server-messages';

/**
 * A settings form saved with the version it was read at (docs/architecture.md, No lost edit). A save
 * over someone else's (409) reads their version, keeps what was typed and says so (`stale`): the
 * manager keeps theirs (the next save is a deliberate overwrite) or loads the other's into the form.
 * Any other failure is said in the user's language, by `onFailed` where the form shows it itself.
 */
export function useVersionedSettingsForm<View extends { version: number }, Input extends FieldValues, Output extends FieldValues>({
  schema,
  initial,
  valuesOf,
  queryKey,
  read,
  write,
  onSaved,
  onFailed,
  text,
}: {
  schema: z.ZodType<Output, Input>;
  initial: View;
  /** the form's values for a view: the one read, one just saved, or the other's */
  valuesOf: (view: View) => Input;
  queryKey: QueryKey;
  read: () => Promise<View>;
  write: (input: Output, version: number) => Promise<View>;
  /** after the cache and the form hold the saved view: read what moved with it */
  onSaved?: (saved: View) => void;
  onFailed?: (message: string | null) => void;
  text: { saved: string; failed: string };
}) {
  const client = useQueryClient();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: valuesOf(initial) as DefaultValues<Input>,
  });
  const [current, setCurrent] = useState(initial);
  const [stale, setStale] = useState(false);
  const save = async (input: Output) => {
    try {
      const saved = await write(input, current.version);
      setCurrent(saved);
      setStale(false);
      client.setQueryData(queryKey, saved);
      form.reset(valuesOf(saved));
      onSaved?.(saved);
      onFailed?.(null);
      enqueueSnackbar(text.saved, { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setCurrent(await client.fetchQuery({ queryKey, queryFn: read }));
        setStale(true);
      } else if (onFailed) onFailed(translateError(error, text.failed));
      else enqueueSnackbar(translateError(error, text.failed), { variant: 'error' });
    }
  };
  return {
    form,
    current,
    stale,
    save,
    /** what was typed stays, to be saved over the other's version */
    keepMine: () => setStale(false),
    /** the other's version replaces what was typed */
    loadTheirs: () => {
      form.reset(valuesOf(current));
      setStale(false);
    },
  };
}
