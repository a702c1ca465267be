import { CHUNK_RELOAD_DELAY_MS } from './layout-constants';

const LAST_RELOAD_KEY = 'chunk-reload/at';
/** A reload that did not help (the chunk is still missing) must not turn into a reload loop. */
const MIN_INTERVAL_BETWEEN_RELOADS_MS = 30_000;

let scheduled = false;

/** What browsers say when a lazily imported module cannot be fetched (after a deploy, offline...). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );

/** Reloads the page after 3 s (spec point 4); returns whether a reload is (now) scheduled. */
export const scheduleChunkReload = (): boolean => {
  if (scheduled) return true;
  try {
    const last = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (Date.now() - last < MIN_INTERVAL_BETWEEN_RELOADS_MS) return false;
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
  } catch {
    // Without sessionStorage there is no loop guard; reload anyway.
  }
  scheduled = true;
  window.setTimeout(() => window.location.reload(), CHUNK_RELOAD_DELAY_MS);
  return true;
};

/**
 * Vite fires `vite:preloadError` when a chunk fails to load. The event is not cancelled, so the
 * import still rejects and the error boundary shows the error while the reload is pending.
 */
export const installChunkReload = () => {
  window.addEventListener('vite:preloadError', () => {
    scheduleChunkReload();
  });
};
