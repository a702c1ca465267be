import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type CountedEventKind, countedEvents } from '../db/schema.ts';
import { tooManyRequests } from '../plugins/app-error.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How much of each counted event a subject may cause within a sliding window (decision 078). */
export const RATE_LIMITS: Record<CountedEventKind, { max: number; windowSeconds: number }> = {
  // A farm registers once; a cooperative's office behind one address may register a few in an afternoon.
  'registration-by-ip': { max: 10, windowSeconds: HOUR },
  // Keeps the form from mail-bombing one organisation's addresses from many client addresses.
  'registration-by-email-domain': { max: 30, windowSeconds: HOUR },
  // Each reset request may mail someone (one per address a minute already): a flood across addresses stops here.
  'password-reset-requests-by-ip': { max: 20, windowSeconds: HOUR },
  // Addresses mailed by parcel sharing, whatever the number of requests: a distributor's season of farms in a day.
  'sharing-emails-by-account': { max: 200, windowSeconds: DAY },
  // Wrong device secrets: a device with a bad secret retries hourly; a guesser is stopped before any hashing.
  'device-failures-by-serial': { max: 10, windowSeconds: 15 * MINUTE },
  'device-failures-by-ip': { max: 100, windowSeconds: 15 * MINUTE },
  // Each ticket tells its whole desk: a farm with a bad week opens a few, one person not dozens.
  'support-tickets-by-user': { max: 10, windowSeconds: HOUR },
  'support-tickets-by-account': { max: 30, windowSeconds: HOUR },
  // Each message tells the other side: a desk member answering the morning's queue, not a script.
  'support-messages-by-user': { max: 60, windowSeconds: HOUR },
  'support-messages-by-account': { max: 600, windowSeconds: HOUR },
};

/** One limit applied to one subject: registrations by this client IP, addresses mailed by this account. */
export type LimitedSubject = { kind: CountedEventKind; subject: string };

/** A subject longer than this is no serial number, address or domain of ours; counting its start is enough. */
const MAX_SUBJECT_LENGTH = 200;
const subjectOf = (limited: LimitedSubject) => limited.subject.slice(0, MAX_SUBJECT_LENGTH);

const inWindow = (limited: LimitedSubject) =>
  and(
    eq(countedEvents.kind, limited.kind),
    eq(countedEvents.subject, subjectOf(limited)),
    gt(countedEvents.occurredAt, sql`now() - make_interval(secs => ${RATE_LIMITS[limited.kind].windowSeconds})`),
  );

/**
 * 429 when `amount` more events would take one of the subjects past its limit; Retry-After is the time until its
 * oldest counted event leaves the window. One query, however many limits; nothing is counted here.
 */
export const requireRoom = async (db: Database, limited: readonly LimitedSubject[], amount = 1): Promise<void> => {
  const rows = await db
    .select({
      kind: countedEvents.kind,
      subject: countedEvents.subject,
      total: sql<number>`sum(${countedEvents.amount})::int`,
      ageSeconds: sql<number>`extract(epoch from now() - min(${countedEvents.occurredAt}))::float8`,
    })
    .from(countedEvents)
    .where(or(...limited.map(inWindow)))
    .groupBy(countedEvents.kind, countedEvents.subject);
  for (const one of limited) {
    const row = rows.find((candidate) => candidate.kind === one.kind && candidate.subject === subjectOf(one));
    const { max, windowSeconds } = RATE_LIMITS[one.kind];
    if (row && row.total + amount > max) {
      throw tooManyRequests(Math.max(1, Math.ceil(windowSeconds - row.ageSeconds)));
    }
  }
};

/** Counts `amount` events for each subject, in the caller's transaction when there is one. */
export const countEvents = async (db: Database, limited: readonly LimitedSubject[], amount = 1): Promise<void> => {
  await db.insert(countedEvents).values(limited.map((one) => ({ kind: one.kind, subject: subjectOf(one), amount })));
};

const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowSeconds));

/** Deletes the events no window reaches any more; answers how many. */
export const purgeCountedEvents = async (db: Database): Promise<number> => {
  const deleted = await db
    .delete(countedEvents)
    .where(lt(countedEvents.occurredAt, sql`now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`))
    .returning({ id: countedEvents.id });
  return deleted.length;
};
