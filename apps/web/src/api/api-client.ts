import { RECENT_SECOND_FACTOR_MESSAGE } from '@console/domain/auth/two-factor-gate';
import {
  buildPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointResult,
  type EndpointRoute,
  type FileEndpoint,
  type HttpMethod,
} from '@console/domain/api/endpoint';
import type { oauthEndpoints } from '@console/domain/auth/oauth.endpoints';
import { oauthEntryRoutes } from '@console/domain/auth/oauth.entry-routes';
import { MFA_OTP_GRANT, MFA_PASSKEY_GRANT, MFA_RECOVERY_CODE_GRANT } from '@console/domain/auth/two-factor-grants';
import { decodeJwt } from 'jose';
import type { z } from 'zod';
import { RETRY_BACKOFF_MAX_MS, RETRY_BACKOFF_MIN_MS } from '../ui/layout-constants';
import { ApiError, isApiError, NO_RESPONSE_STATUS, UNKNOWN_MESSAGE } from './api-error';
import { getContentDispositionFilename } from './content-disposition';
import { buildQueryString, type Query, type QueryValue } from './query-string';
import type { TokenStore } from './token-store';

// The same values as the domain's config/environment-settings.ts; not imported from there because
// that module builds zod schemas at load time, which would weigh on the sign-in entry chunk.
export const API_PREFIX = '/back';
export const OAUTH_PREFIX = '/oauth';
export const TRANSACTION_ID_HEADER = 'X-Transaction-ID';

export type ApiEventType = 'api-down' | 'api-up';

type RequestOptions = {
  method?: HttpMethod;
  /** camelCase names; sent as snake_case, empty values skipped, arrays repeated. */
  query?: Query;
  /** A JSON body. */
  json?: unknown;
  /** A form body, multipart (FormData) or url-encoded (URLSearchParams). */
  form?: FormData | URLSearchParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export type TokenResponse = EndpointResult<typeof oauthEndpoints.tokens>;

export type ApiClientOptions = {
  /** Origin prefix of every URL: '' in the browser (same origin), 'http://127.0.0.1:port' in tests. */
  baseUrl?: string;
  tokenStore: TokenStore;
  /**
   * Called once when a refresh fails, after the tokens are removed. The browser version sends the
   * user to /login?reason=expired and waits, so nothing renders the failure meanwhile.
   */
  onSessionExpired: () => void | Promise<void>;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  createTransactionId?: () => string;
  /** How many times a "down" error is retried; unbounded by default, so a call waits for the API. */
  maxRetries?: number;
  /**
   * Runs a refresh while no other client sharing the token store refreshes. The browser version holds a Web Lock,
   * so the tabs of one browser, which share the tokens, refresh one at a time (spec point 4). Defaults to no lock.
   */
  refreshLock?: <T>(run: () => Promise<T>) => Promise<T>;
  /**
   * Asks the user to confirm a second factor when an action needs a recent one (decision 185), answering whether they
   * did: the action is then sent again. Without it, the API's 403 goes to the caller.
   */
  confirmSecondFactor?: () => Promise<boolean>;
  /** The clock that ages early answers (`prefetch`); the machine's by default. */
  now?: () => number;
};

/**
 * How long an early answer waits for its screen. It serves the page being opened: one nobody took by then (the user
 * went elsewhere, or the screen asked for something else) must not stand in for fresh data later.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

export type Download = { blob: Blob; filename: string | null };

/** The query a call may send: the names its schema reads, each a value the query string can carry. */
type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? { [Name in keyof z.output<E['query']>]?: QueryValue }
  : never;

/** What a call of `E` needs besides the endpoint: path values, query and body exactly as its table says. */
export type CallOptions<E extends Endpoint> = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
} & (keyof EndpointParams<E> extends never ? { params?: never } : { params: EndpointParams<E> }) &
  (E['query'] extends z.ZodType ? { query?: EndpointQuery<E> } : { query?: never }) &
  (E['body'] extends z.ZodType
    ? { body: EndpointBody<E> }
    : E['body'] extends 'multipart'
      ? { form: FormData }
      : { body?: never });

/** The options argument may be left out when nothing in it is required. */
type CallArguments<E extends Endpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

export type ApiClient = ReturnType<typeof createApiClient>;

/** Delay before retry number `retry` (0-based): 500, 1000, 2000, 2000, ... ms. */
export const getRetryDelay = (retry: number): number =>
  Math.min(RETRY_BACKOFF_MIN_MS * 2 ** retry, RETRY_BACKOFF_MAX_MS);

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** crypto.randomUUID only exists in secure contexts; plain-http deployments get the same format. */
export const createUuid = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const isAbortError = (error: unknown, signal: AbortSignal | undefined): boolean =>
  signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
};

const messageOf = (data: unknown): string | null => {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
};

const transactionIdOf = (data: unknown): string | null => {
  const id = (data as { transactionId?: unknown } | null | undefined)?.transactionId;
  return typeof id === 'string' && id !== '' ? id : null;
};

type Attempt = { url: string; init: RequestInit; accessToken: string | null; signal: AbortSignal | undefined };

/**
 * The HTTP client of spec points 4, 7 and 8. One instance per app (see api.ts); tests build their
 * own against a local server.
 */
export const createApiClient = (options: ApiClientOptions) => {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const wait = options.sleep ?? sleep;
  const createTransactionId = options.createTransactionId ?? createUuid;
  const maxRetries = options.maxRetries ?? Number.POSITIVE_INFINITY;
  const { tokenStore } = options;
  const now = options.now ?? Date.now;
  const events = new EventTarget();
  let pendingRefresh: Promise<void> | null = null;
  /** GET answers asked for before a screen needs them, by URL, with the access token that asked (see `prefetch`). */
  const early = new Map<string, { accessToken: string | null; askedAt: number; body: Promise<unknown> }>();

  const emit = (type: ApiEventType) => events.dispatchEvent(new Event(type));
  const currentAccessToken = () => tokenStore.get()?.access_token ?? null;

  /** One HTTP exchange: fresh transaction id, bearer if any, every failure turned into an ApiError. */
  const send = async ({ url, init, accessToken, signal }: Attempt): Promise<Response> => {
    const transactionId = createTransactionId();
    const headers = new Headers(init.headers);
    headers.set(TRANSACTION_ID_HEADER, transactionId);
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, headers, credentials: 'include', signal });
    } catch (error) {
      if (isAbortError(error, signal)) throw error;
      const message = error instanceof Error && error.message ? error.message : UNKNOWN_MESSAGE;
      throw new ApiError({ status: NO_RESPONSE_STATUS, message, url, transactionId });
    }
    const answeredId = response.headers.get(TRANSACTION_ID_HEADER) ?? transactionId;
    if (response.status === 0) {
      throw new ApiError({ status: NO_RESPONSE_STATUS, message: UNKNOWN_MESSAGE, url, transactionId: answeredId });
    }
    if (!response.ok) {
      const data = await readBody(response).catch(() => undefined);
      throw new ApiError({
        status: response.status,
        message: messageOf(data) ?? (response.statusText || UNKNOWN_MESSAGE),
        url,
        transactionId: transactionIdOf(data) ?? answeredId,
        data,
      });
    }
    return response;
  };

  /** Retries "down" errors with backoff; api-down on the first retry, api-up whenever the API answers. */
  const sendWithRetry = async (attempt: () => Attempt): Promise<Response> => {
    for (let retry = 0; ; retry += 1) {
      const current = attempt();
      try {
        const response = await send(current);
        emit('api-up');
        return response;
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (!error.isDown) {
          emit('api-up');
          throw error;
        }
        if (retry >= maxRetries || current.signal?.aborted) throw error;
        if (retry === 0) emit('api-down');
        await wait(getRetryDelay(retry), current.signal);
      }
    }
  };

  /** An OAuth exchange (its paths are under the OAuth prefix): form fields, no bearer. */
  const oauthAttempt = (route: EndpointRoute, fields: Record<string, string>): Attempt => ({
    url: `${baseUrl}${OAUTH_PREFIX}${route.path}`,
    init: { method: route.method, body: new URLSearchParams(fields) },
    accessToken: null,
    signal: undefined,
  });

  const requestTokens = async (fields: Record<string, string>): Promise<TokenResponse> => {
    const response = await sendWithRetry(() => oauthAttempt(oauthEntryRoutes.tokens, fields));
    const pair = (await readBody(response)) as TokenResponse;
    tokenStore.set({ access_token: pair.access_token, refresh_token: pair.refresh_token });
    return pair;
  };

  const expireSession = async (cause: ApiError): Promise<never> => {
    tokenStore.clear();
    await options.onSessionExpired();
    throw cause;
  };

  const refreshLock = options.refreshLock ?? ((run) => run());

  /**
   * Under the lock, the tokens are read again: when another tab refreshed them since `usedToken` was refused, they
   * are adopted as they are, since replaying the refresh token it used would revoke the whole family.
   */
  const runRefresh = async (cause: ApiError, usedToken: string): Promise<void> => {
    const outcome = await refreshLock(async (): Promise<'done' | 'expired'> => {
      const stored = tokenStore.get();
      if (stored !== null && stored.access_token !== usedToken) return 'done';
      if (!stored?.refresh_token) return 'expired';
      try {
        await requestTokens({ grant_type: 'refresh_token', refresh_token: stored.refresh_token });
        return 'done';
      } catch (error) {
        if (isApiError(error) && error.isDown) throw error;
        return 'expired';
      }
    });
    // Outside the lock: the browser's expiry navigates away and waits, which must not hold the other tabs.
    if (outcome === 'expired') await expireSession(cause);
  };

  /** Concurrent 401s share one refresh: refresh tokens rotate, so a second refresh would fail. */
  const refreshTokens = (cause: ApiError, usedToken: string): Promise<void> => {
    pendingRefresh ??= runRefresh(cause, usedToken).finally(() => {
      pendingRefresh = null;
    });
    return pendingRefresh;
  };

  /** An authorised exchange: on 401, refresh once (or reuse a refresh done meanwhile) and replay. */
  const exchangeAuthorised = async (
    url: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
  ): Promise<Response> => {
    const usedToken = currentAccessToken();
    try {
      return await sendWithRetry(() => ({ url, init, accessToken: usedToken, signal }));
    } catch (error) {
      if (!isApiError(error) || error.status !== 401 || usedToken === null) throw error;
      const currentToken = currentAccessToken();
      if (currentToken === null) throw error;
      if (currentToken === usedToken) await refreshTokens(error, usedToken);
      return sendWithRetry(() => ({ url, init, accessToken: currentAccessToken(), signal }));
    }
  };

  /** An action that needs a recent second factor is sent again once the user has confirmed one (decision 185). */
  const exchange = async (url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> => {
    try {
      return await exchangeAuthorised(url, init, signal);
    } catch (error) {
      const asksForFactor = isApiError(error) && error.status === 403 && error.message === RECENT_SECOND_FACTOR_MESSAGE;
      if (!asksForFactor || !options.confirmSecondFactor || !(await options.confirmSecondFactor())) throw error;
      return exchangeAuthorised(url, init, signal);
    }
  };

  const buildInit = ({ method, json, form, headers }: RequestOptions): RequestInit => {
    const allHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
    let body: BodyInit | undefined;
    if (json !== undefined) {
      allHeaders['Content-Type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form !== undefined) {
      body = form;
    }
    return { method: method ?? (body === undefined ? 'GET' : 'POST'), headers: allHeaders, body };
  };

  const urlOf = (path: string, query?: Query) => `${baseUrl}${API_PREFIX}${path}${buildQueryString(query)}`;

  /** The early answer to a GET of `url`, once, if still young and the tokens have not changed since it was asked for. */
  const takeEarly = (url: string, init: RequestInit): Promise<unknown> | undefined => {
    const answer = early.get(url);
    if (!answer || init.method !== 'GET') return undefined;
    early.delete(url);
    const young = now() - answer.askedAt <= EARLY_ANSWER_MAX_AGE_MS;
    return young && answer.accessToken === currentAccessToken() ? answer.body : undefined;
  };

  /** A call under the API prefix; `path` starts with '/', e.g. '/profile'. */
  const request = async <T = unknown>(path: string, requestOptions: RequestOptions = {}): Promise<T> => {
    const url = urlOf(path, requestOptions.query);
    const init = buildInit(requestOptions);
    const answer = takeEarly(url, init) ?? exchange(url, init, requestOptions.signal).then(readBody);
    return (await answer) as T;
  };

  /** Fills an endpoint's path, and sends its body as JSON or its upload as multipart. */
  const endpointRequest = (endpoint: EndpointRoute, options: CallOptions<Endpoint> = {}) => {
    const { params, query, signal, headers } = options;
    const { body, form } = options as { body?: unknown; form?: FormData };
    return {
      path: buildPath(endpoint.path, params as Record<string, string> | undefined),
      options: { method: endpoint.method, query: query as Query | undefined, json: body, form, signal, headers },
    };
  };

  /**
   * A call the sign-in entry makes: the route comes from a zod-free `*.entry-routes.ts` and the types from its
   * table entry, named as `E` (`api.callRoute<typeof profileEndpoints.get>(profileEntryRoutes.get)`).
   */
  const callRoute = <E extends Endpoint>(
    route: Pick<E, 'method' | 'path'>,
    ...[options]: CallArguments<E>
  ): Promise<EndpointResult<E>> => {
    const call = endpointRequest(route, options as CallOptions<Endpoint>);
    return request<EndpointResult<E>>(call.path, call.options);
  };
  /**
   * A call of the domain's endpoint table (decision 090): path built and encoded, answer typed by the table. The same
   * call as callRoute, its types inferred from the entry given.
   */
  const callEndpoint: <E extends Endpoint>(endpoint: E, ...options: CallArguments<E>) => Promise<EndpointResult<E>> =
    callRoute;

  return {
    call: callEndpoint,
    callRoute,
    /**
     * Asks for a GET now, before the screen that needs it has loaded; the next identical call takes the answer, once,
     * unless the tokens changed meanwhile. Nobody waiting for it yet, its failure is left for that call to raise.
     */
    prefetch: <E extends Endpoint>(route: Pick<E, 'method' | 'path'>, ...[options]: CallArguments<E>): void => {
      const call = endpointRequest(route, options as CallOptions<Endpoint>);
      const url = urlOf(call.path, call.options.query);
      const init = buildInit(call.options);
      if (init.method !== 'GET') return;
      const body = exchange(url, init, undefined).then(readBody);
      body.catch(() => undefined);
      early.set(url, { accessToken: currentAccessToken(), askedAt: now(), body });
    },
    /** A file endpoint's file: its content and the name announced by Content-Disposition. */
    download: async <E extends FileEndpoint>(endpoint: E, ...[options]: CallArguments<E>): Promise<Download> => {
      const call = endpointRequest(endpoint, options as CallOptions<Endpoint>);
      const url = urlOf(call.path, call.options.query);
      const init = buildInit(call.options);
      init.headers = { ...(init.headers as Record<string, string>), Accept: '*/*' };
      const response = await exchange(url, init, call.options.signal);
      return {
        blob: await response.blob(),
        filename: getContentDispositionFilename(response.headers.get('content-disposition')),
      };
    },
    /** Password grant; the token pair is stored. A user with a second factor gets `mfa_required` and its token. */
    login: (username: string, password: string): Promise<TokenResponse> =>
      requestTokens({ grant_type: 'password', username, password }),
    /** The second step of a sign-in (decision 183): a code of the user's app, or one of their recovery codes. */
    loginWithSecondFactor: (mfaToken: string, factor: 'app' | 'recovery', code: string): Promise<TokenResponse> =>
      requestTokens(
        factor === 'app'
          ? { grant_type: MFA_OTP_GRANT, mfa_token: mfaToken, otp: code.replace(/\s/g, '') }
          : { grant_type: MFA_RECOVERY_CODE_GRANT, mfa_token: mfaToken, recovery_code: code.trim() },
      ),
    /** The options of `navigator.credentials.get()` answering a sign-in's second step (decision 186). */
    passkeyOptions: async (mfaToken: string): Promise<Record<string, unknown>> =>
      (await readBody(
        await sendWithRetry(() => oauthAttempt(oauthEntryRoutes.passkeyOptions, { mfa_token: mfaToken })),
      )) as Record<string, unknown>,
    /** The second step answered by a passkey: the browser's credential, sent as JSON. */
    loginWithPasskey: (mfaToken: string, credential: unknown): Promise<TokenResponse> =>
      requestTokens({ grant_type: MFA_PASSKEY_GRANT, mfa_token: mfaToken, passkey: JSON.stringify(credential) }),
    /** Starts a session from a bare access token (/login/token/{token}); there is no refresh token. */
    setAccessToken: (accessToken: string) => tokenStore.set({ access_token: accessToken, refresh_token: null }),
    isAuthenticated: (): boolean => tokenStore.get() !== null,
    /** Whom the stored access token names, unverified: a hint for what to ask for before the profile answers. */
    signedInUserId: (): string | null => {
      const accessToken = currentAccessToken();
      if (!accessToken) return null;
      try {
        return decodeJwt(accessToken).sub ?? null;
      } catch {
        // Not a JWT (a test's token, a damaged store): nothing known until the profile answers.
        return null;
      }
    },
    /**
     * Signs out: the server revokes the refresh token (RFC 7009), then the tokens are forgotten. One attempt, no retry:
     * signing out must not wait for an API that is down, and the tokens are forgotten whatever it answers.
     */
    logout: async (): Promise<void> => {
      const refreshToken = tokenStore.get()?.refresh_token;
      tokenStore.clear();
      if (!refreshToken) return;
      await send(
        oauthAttempt(oauthEntryRoutes.revoke, { token: refreshToken, token_type_hint: 'refresh_token' }),
      ).catch((error: unknown) => console.warn('Sign-out could not revoke the session', error));
    },
    onEvent: (type: ApiEventType, listener: () => void): (() => void) => {
      events.addEventListener(type, listener);
      return () => events.removeEventListener(type, listener);
    },
  };
};
