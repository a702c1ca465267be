/** Statuses not reported: an unknown resource and a missing right are the user's, not the console's (spec point 8). */
const UNREPORTED_STATUSES = new Set([403, 404]);

/** Whether a failure is reported: technical errors (no status) and every status but 403 and 404. */
export const isReportedStatus = (status: number | undefined): boolean =>
  status === undefined || !UNREPORTED_STATUSES.has(status);
