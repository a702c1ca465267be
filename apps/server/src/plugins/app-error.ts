export const APP_ERROR_CODES = {
  /** A body that cannot be read at all (a multipart body cut short): no field to name. */
  'bad-request': 400,
  'not-found': 404,
  forbidden: 403,
  unauthorized: 401,
  conflict: 409,
  invalid: 422,
  'too-large': 413,
  /** A byte range past the end of a file (a resumed download of another image). */
  'range-not-satisfiable': 416,
  /** An abuse limit (decision 078); `Retry-After` says when to try again. */
  'too-many-requests': 429,
  /** A provider the API depends on failed; the API itself is up. */
  'bad-gateway': 502,
  /** The API's own database cannot be reached: the web client waits for it to return (spec point 8). */
  unavailable: 503,
} as const;
export type AppErrorCode = keyof typeof APP_ERROR_CODES;

/** The one error class of the server; the error handler turns it into `{ status, message, transactionId, data? }`. */
export class AppError extends Error {
  readonly status: number;
  /** Sent as `Retry-After`: when the caller may try again. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly code: AppErrorCode,
    message: string = code,
    readonly data?: unknown,
    options?: ErrorOptions & { retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.status = APP_ERROR_CODES[code];
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** A refusal that names the form's field at fault: `key` is the text the form shows under it. */
export const fieldError = (code: 'invalid' | 'conflict', message: string, path: string, key: string) =>
  new AppError(code, message, { issues: [{ path: [path], message: key }] });

export const notFound = (what = 'not found') => new AppError('not-found', what);
export const forbidden = () => new AppError('forbidden', 'forbidden');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('too-many-requests', 'too many requests, try again later', undefined, { retryAfterSeconds });
