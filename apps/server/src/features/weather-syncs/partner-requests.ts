import type { z } from 'zod';

/**
 * HTTP to a partner weather network (decision 174): requests paced one after the other, and retried with a growing
 * delay on 429 (after its Retry-After when it gives one) and on 5xx or a lost answer; anything else is the caller's.
 */

export type PartnerRequestOptions = {
  /** Least time between two requests to the network. */
  paceMs: number;
  /** Attempts per request before it fails. */
  attempts: number;
  /** The first retry's delay, doubled at each one, capped at a minute; a Retry-After within the minute wins. */
  backoffMs: number;
  timeoutMs: number;
};

export const PARTNER_REQUESTS: PartnerRequestOptions = {
  paceMs: 250,
  attempts: 4,
  backoffMs: 1_000,
  timeoutMs: 15_000,
};

const MAX_DELAY_MS = 60_000;

/** A request the network answered with an error, or never answered: its code words it on the sync page. */
export class PartnerError extends Error {
  constructor(
    readonly code: 'unauthorized' | 'not-found' | 'rate-limited' | 'unavailable' | 'refused' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

const codeOf = (status: number): PartnerError['code'] => {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'unavailable';
  return 'refused';
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; null when absent or unreadable. */
const retryAfterMs = (header: string | null): number | null => {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
};

/** A fetch of one network: the same pace for all its requests, whichever station they are for. */
export const pacedFetch = (options: PartnerRequestOptions = PARTNER_REQUESTS) => {
  let nextAt = 0;
  const paced = async () => {
    const delay = nextAt - Date.now();
    nextAt = Math.max(nextAt, Date.now()) + options.paceMs;
    if (delay > 0) await wait(delay);
  };
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    for (let attempt = 1; ; attempt += 1) {
      await paced();
      let response: Response | null = null;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (error) {
        if (attempt >= options.attempts) {
          throw new PartnerError('unavailable', `no answer from ${new URL(url).host}: ${(error as Error).message}`);
        }
      }
      if (response?.ok) return response;
      const isRetried = !response || response.status === 429 || response.status >= 500;
      if (response && (!isRetried || attempt >= options.attempts)) {
        const body = (await response.text()).slice(0, 200);
        throw new PartnerError(codeOf(response.status), `${response.status} from ${new URL(url).host}: ${body}`);
      }
      const backoff = Math.min(options.backoffMs * 2 ** (attempt - 1), MAX_DELAY_MS);
      const asked = retryAfterMs(response?.headers.get('retry-after') ?? null);
      await wait(asked !== null && asked <= MAX_DELAY_MS ? Math.max(asked, options.paceMs) : backoff);
    }
  };
};

/** A network's answer read by its schema; one it does not match is the network's error, named for the sync page. */
export const readPartnerJson = async <T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> => {
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new PartnerError('unreadable', `${what} could not be read`);
  return parsed.data;
};
