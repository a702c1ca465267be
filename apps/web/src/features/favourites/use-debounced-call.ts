import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { reportError } from '../../ui/error-reporting';

/** The editor's calls wait for the input to pause this long (the live count, the referentials' searches). */
export const INPUT_PAUSE_MS = 300;

type CallState<T> = { key: string; value: T | undefined; hasFailed: boolean };

/**
 * The answer of `call` for `body`, asked once `body` has stayed the same for `INPUT_PAUSE_MS`: each change aborts the
 * call still running for the previous one. Until the new answer arrives, the previous one stays (`isPending`). A null
 * body asks nothing.
 */
export const useDebouncedCall = <B, T>(body: B | null, call: (body: B, signal: AbortSignal) => Promise<T>) => {
  const key = body === null ? null : JSON.stringify(body);
  const [settledKey] = useDebouncedValue(key, INPUT_PAUSE_MS);
  const [state, setState] = useState<CallState<T> | null>(null);
  // The body travels as its key, so the call made is always the one for the key that settled.
  const callRef = useRef(call);
  useEffect(() => {
    callRef.current = call;
  }, [call]);

  useEffect(() => {
    if (settledKey === null) return;
    const controller = new AbortController();
    callRef
      .current(JSON.parse(settledKey) as B, controller.signal)
      .then((value) => setState({ key: settledKey, value, hasFailed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        reportError('A favourite editor call failed', error);
        setState((previous) => ({ key: settledKey, value: previous?.value, hasFailed: true }));
      });
    return () => controller.abort();
  }, [settledKey]);

  return { value: state?.value, isPending: key !== null && key !== state?.key, hasFailed: state?.hasFailed ?? false };
};
