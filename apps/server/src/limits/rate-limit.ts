import { and, eq, gt, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../db/client.ts';
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

/** A subject as a statement gives it: a value, or a placeholder of a statement prepared once. */
export type LimitedSubjectIn = { kind: CountedEventKind; subject: SQLWrapper | string };

const inWindow = ({ kind, subject }: LimitedSubjectIn) =>
  and(
    eq(countedEvents.kind, kind),
    eq(countedEvents.subject, sql`left(${subject}, ${MAX_SUBJECT_LENGTH})`),
    gt(countedEvents.occurredAt, sql`now() - make_interval(secs => ${RATE_LIMITS[kind].windowSeconds})`),
  );

/** How much each subject caused within its window, and how long ago its oldest counted event was. */
export type SubjectUsage = { kind: CountedEventKind; subject: string; total: number; ageSeconds: number };

/**
 * The subjects' usage as JSON `SubjectUsage[]`, for a statement that reads it beside its own rows: a device's batch
 * checks its failures with the credentials it reads anyway, in the same round trip.
 */
export const usageJson = (limited: readonly LimitedSubjectIn[]): SQL<SubjectUsage[]> =>
  sql<
    SubjectUsage[]
  >`(select coalesce(json_agg(json_build_object('kind', u.kind, 'subject', u.subject, 'total', u.total,
                                                            'ageSeconds', u.age_seconds)), '[]')
      from (select ${countedEvents.kind} as kind, ${countedEvents.subject} as subject,
                   sum(${countedEvents.amount})::int as total,
                   extract(epoch from now() - min(${countedEvents.occurredAt}))::float8 as age_seconds
            from ${countedEvents} where ${or(...limited.map(inWindow))}
            group by 1, 2) u)`;

/**
 * 429 when `amount` more events would take one of the subjects past its limit, from their `usage`; Retry-After is
 * the time until its oldest counted event leaves the window.
 */
export const refuseBeyondRoom = (limited: readonly LimitedSubject[], usage: readonly SubjectUsage[], amount = 1) => {
  for (const one of limited) {
    const row = usage.find((candidate) => candidate.kind === one.kind && candidate.subject === subjectOf(one));
    const { max, windowSeconds } = RATE_LIMITS[one.kind];
    if (row && row.total + amount > max) {
      throw tooManyRequests(Math.max(1, Math.ceil(windowSeconds - row.ageSeconds)));
    }
  }
};

/** `refuseBeyondRoom` with the subjects' usage read here: one query, however many limits; nothing is counted. */
export const requireRoom = async (db: Database, limited: readonly LimitedSubject[], amount = 1): Promise<void> => {
  const [row] = await selectRows<{ usage: SubjectUsage[] }>(db, sql`select ${usageJson(limited)} as usage`);
  refuseBeyondRoom(limited, row?.usage ?? [], amount);
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
