export type Throttled<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void };

/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once, later calls within the interval
 * collapse into one trailing call with the latest arguments.
 */
export const throttle = <A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> => {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: A | undefined;

  const run = (args: A) => {
    lastRun = Date.now();
    pendingArgs = undefined;
    fn(...args);
  };

  const throttled = (...args: A) => {
    const remaining = lastRun + waitMs - Date.now();
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pendingArgs = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pendingArgs) run(pendingArgs);
      },
      Math.max(remaining, 0),
    );
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };
  return throttled;
};
