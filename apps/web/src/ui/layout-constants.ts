// Numeric constants of spec point 9 that the web app uses. Sizes are CSS pixels, delays milliseconds.

export const SIDE_NAV_WIDTH_OPEN = 270;
export const SIDE_NAV_WIDTH_CLOSED = 86;
export const MOBILE_HEADER_HEIGHT = 66;
export const TAB_BAR_HEIGHT = 50;
export const NOTIFICATION_DRAWER_WIDTH = 630;
export const USER_MENU_WIDTH = 270;
export const NOTIFICATION_MODAL_WIDTH = 780;

/** Retries of 'down' errors wait at least this long... */
export const RETRY_BACKOFF_MIN_MS = 500;
/** ...and never longer than this. */
export const RETRY_BACKOFF_MAX_MS = 2000;
/** A lazily loaded screen that failed to load reloads the page after this delay. */
export const CHUNK_RELOAD_DELAY_MS = 3000;
/** After a failed token refresh the request waits this long, so no error renders while the browser leaves for /login. */
export const REFRESH_FAILURE_WAIT_MS = 10_000;
/** The progress bar shows only for navigations still pending after this delay, so fast ones do not flash. */
export const PROGRESS_BAR_DELAY_MS = 500;
/** Page views are tracked this long after a path or query change, once the title has settled. */
export const PAGE_VIEW_DELAY_MS = 100;

/** Virtual lists load the page of a visible row at most once per this interval while scrolling. */
export const VIRTUAL_LIST_THROTTLE_MS = 20;
export const VIRTUAL_LIST_OVERSCAN = 1;
export const VIRTUAL_LIST_SCROLLING_DELAY_MS = 150;
