import type { Page, Request } from 'playwright-core';

/**
 * Follows the requests of `page` from now on. `settled()` resolves once none is in flight and none has started over
 * the next two frames, which is when a screen that just rendered has made its own calls: what the page has finished
 * loading, told by its requests rather than by a half second of network silence.
 */
/** What one screen may take to settle: a renderer that stops drawing fails the screen instead of the whole run. */
export const SCREEN_BUDGET_MS = 15_000;

/** `work` on `page`, failed with the screen's address once it outlasts the screen's budget. */
export const withinBudget = async <T>(page: Page, work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${page.url()} drew no frame or kept moving for ${SCREEN_BUDGET_MS} ms`)),
      SCREEN_BUDGET_MS,
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
};

export const followRequests = (page: Page) => {
  const inFlight = new Set<Request>();
  let onIdle: (() => void) | null = null;
  const finish = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) onIdle?.();
  };
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  const idle = () =>
    inFlight.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          onIdle = () => {
            onIdle = null;
            resolve();
          };
        });
  // The frame callback typed here: the benchmark scripts compile this module without the DOM's types.
  type Frames = { requestAnimationFrame: (callback: () => void) => number };
  const twoFrames = () =>
    withinBudget(
      page,
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const { requestAnimationFrame } = globalThis as unknown as Frames;
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
      ),
    );
  return {
    isIdle: () => inFlight.size === 0,
    settled: async () => {
      do {
        await idle();
        await twoFrames();
      } while (inFlight.size > 0);
    },
  };
};
