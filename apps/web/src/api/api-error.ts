/**
 * The one error of the HTTP client (spec point 8): every failed call, whatever its cause, becomes an
 * ApiError carrying the status, the message, the URL, the transaction id and the response body.
 */
export type ApiErrorInit = {
  status: number;
  message: string;
  url: string;
  transactionId: string | null;
  data?: unknown;
};

export class ApiError extends Error {
  readonly status: number;
  readonly url: string;
  readonly transactionId: string | null;
  readonly data: unknown;

  constructor({ status, message, url, transactionId, data }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.url = url;
    this.transactionId = transactionId;
    this.data = data;
  }

  /**
   * Statuses above 500 (502, 503, 504 and the 503 given to "no response") mean the API is down, unless the API
   * answered itself and named the failure (a provider it calls is down, decision 048): that is not retried.
   */
  get isDown(): boolean {
    return this.status > 500 && getApiErrorCode(this) === undefined;
  }

  static internal(url = ''): ApiError {
    return new ApiError({ status: 500, message: 'internal server error', url, transactionId: null });
  }

  static notFound(url = ''): ApiError {
    return new ApiError({ status: 404, message: 'not found', url, transactionId: null });
  }

  static forbidden(url = ''): ApiError {
    return new ApiError({ status: 403, message: 'forbidden', url, transactionId: null });
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** No response at all (network failure, status 0) is reported as 503 so that it counts as "down". */
export const NO_RESPONSE_STATUS = 503;
export const UNKNOWN_MESSAGE = 'unknown';

/** Statuses whose body may name the fields at fault: invalid payload, and conflicts such as a taken serial number. */
const FIELD_ISSUE_STATUSES = [409, 422];

/**
 * Field issues of a 422 or 409 answer, empty for any other error. They sit in the error body's `data`
 * (ADR 005: `{ status, message, transactionId, data: { issues } }`), and `ApiError.data` is that body.
 */
export const getFieldIssues = (error: unknown): { path: (string | number)[]; message: string }[] => {
  if (!isApiError(error) || !FIELD_ISSUE_STATUSES.includes(error.status)) return [];
  const issues = (error.data as { data?: { issues?: unknown } | null } | null | undefined)?.data?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is { path: (string | number)[]; message: string } =>
      typeof issue === 'object' &&
      issue !== null &&
      Array.isArray((issue as { path?: unknown }).path) &&
      typeof (issue as { message?: unknown }).message === 'string',
  );
};

/** The code an API error body names in `data.error` (e.g. a refused affectation, an unavailable provider). */
export const getApiErrorCode = (error: unknown): string | undefined => {
  if (!isApiError(error)) return undefined;
  const code = (error.data as { data?: { error?: unknown } | null } | null | undefined)?.data?.error;
  return typeof code === 'string' ? code : undefined;
};

/** The OAuth error code of a failed token call (`{ error, error_description }` on HTTP 400). */
export const getOAuthErrorCode = (error: unknown): string | undefined => {
  if (!isApiError(error)) return undefined;
  const code = (error.data as { error?: unknown } | null | undefined)?.error;
  return typeof code === 'string' ? code : undefined;
};

/** A sign-in's second step: its token, and the kinds of factor the user has (decisions 183 and 186). */
export type MfaChallenge = { mfaToken: string; methods: ('otp' | 'passkey')[] };

/** The second step, when the password grant answered `mfa_required`. */
export const mfaChallengeOf = (error: unknown): MfaChallenge | undefined => {
  if (getOAuthErrorCode(error) !== 'mfa_required') return undefined;
  const { mfa_token: token, mfa_methods: methods } = (error as ApiError).data as {
    mfa_token?: unknown;
    mfa_methods?: unknown;
  };
  if (typeof token !== 'string') return undefined;
  const known = Array.isArray(methods) ? methods.filter((method) => method === 'otp' || method === 'passkey') : [];
  return { mfaToken: token, methods: known.length > 0 ? known : ['otp'] };
};

/**
 * The sentence for a failure that names no field: an abuse limit reached (429, decision 078), which waiting
 * resolves, or a technical error.
 */
export const getFailureMessageKey = (error: unknown): 'errors.too-many-requests' | 'errors.technical' =>
  isApiError(error) && error.status === 429 ? 'errors.too-many-requests' : 'errors.technical';
