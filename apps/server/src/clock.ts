/**
 * The server's one clock: code that needs "now" asks it rather than `new Date()`, so a test can put the whole server
 * on another day. SQL keeps the database's `now()` only where a statement stamps what it writes.
 */
let offsetMs = 0;

export const now = (): Date => new Date(Date.now() + offsetMs);

/** Moves the clock to `at` (it keeps running from there); `null` puts it back on the machine's time. Tests only. */
export const setClock = (at: Date | null): void => {
  offsetMs = at === null ? 0 : at.getTime() - Date.now();
};
