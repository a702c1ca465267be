import type { Language } from '@console/domain/i18n/languages';
import type { ParcelListItem } from '@console/domain/parcel/parcel-list.schema';
import type { ParcelSharingInput, SharedEmail } from '@console/domain/parcel/parcel-sharing.schema';
import type { SharingMode, SharingRequest } from '@console/domain/parcel/parcel.schema';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { accounts, parcelSharedAccounts, parcels, sharingInvitations, users } from '../../db/schema.ts';
import { countEvents, requireRoom } from '../../limits/rate-limit.ts';
import type { Mailing } from '../../mail/mail-queue.ts';
import { translatedMail } from '../../mail/templates.ts';
import { notFound } from '../../plugins/app-error.ts';
import { getParcel, requireEditableParcel } from '../parcels/service.ts';

export type SharingDeps = Mailing & { db: Database };

/** Sharing by e-mail replaces "private"; with nothing shared any more a parcel is private again. */
const withTargeted = (modes: readonly SharingMode[]): SharingMode[] => [
  ...new Set<SharingMode>([...modes.filter((mode) => mode !== 'private'), 'targeted']),
];
const withoutTargeted = (modes: readonly SharingMode[]): SharingMode[] => {
  const rest = modes.filter((mode) => mode !== 'targeted');
  return rest.length > 0 ? rest : ['private'];
};

/**
 * Tells each newly added address: people with an account get a link to the parcels, others an invitation to sign
 * up (one waiting invitation per address). Queued in the sharing's transaction: a refused change sends nothing.
 * An account mails a limited number of addresses a day (decision 078): past it, the whole change is a 429.
 */
const notifyNewEmails = async (
  { mail, publicUrl }: SharingDeps,
  db: Database,
  session: Session,
  emails: readonly string[],
  parcelCount: number,
) => {
  if (emails.length === 0) return;
  const limited = [{ kind: 'sharing-emails-by-account', subject: session.accountId }] as const;
  await requireRoom(db, limited, emails.length);
  await countEvents(db, limited, emails.length);
  const [inviter] = await db
    .select({ name: accounts.name, language: users.language })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, session.userId));
  const known = await db
    .select({ email: sql<string>`lower(${users.email})`, language: users.language })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...emails]));
  const languageOf = new Map(known.map((user) => [user.email, user.language]));
  for (const email of emails) {
    const language: Language = languageOf.get(email) ?? inviter?.language ?? 'en';
    const vars = { inviter: inviter?.name ?? '', count: parcelCount };
    let link = `${publicUrl}/parcels/list`;
    if (!languageOf.has(email)) {
      await db
        .insert(sharingInvitations)
        .values({ email, invitedByAccountId: session.accountId })
        .onConflictDoNothing();
      const [invitation] = await db
        .select({ id: sharingInvitations.id })
        .from(sharingInvitations)
        .where(and(sql`lower(${sharingInvitations.email}) = ${email}`, isNull(sharingInvitations.acceptedAt)));
      link = `${publicUrl}/register/${invitation?.id ?? ''}/sharing-invitation`;
    }
    const kind = languageOf.has(email) ? 'shared' : 'invitation';
    await mail.enqueue(db, translatedMail(email, language, `sharing.${kind}`, link, vars));
  }
};

/** `POST /back/parcels/{id}/sharing`: the parcel's sharing as a whole, in one transaction. */
export const setParcelSharing = async (
  deps: SharingDeps,
  session: Session,
  parcelId: string,
  input: ParcelSharingInput,
): Promise<ParcelListItem> => {
  const { db } = deps;
  const before = await requireEditableParcel(db, session, parcelId);
  const modes = new Set(input.sharingMode);
  const emails = modes.has('targeted') ? [...new Set(input.sharedEmails)] : [];
  const accountIds = modes.has('targeted_account') ? [...new Set(input.sharedAccountIds)] : [];
  await db.transaction(async (tx) => {
    if (accountIds.length > 0) {
      const found = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(inArray(accounts.id, accountIds), inAccountScope(session, accounts.id)));
      if (found.length !== accountIds.length) throw notFound('account not found');
    }
    await tx
      .update(parcels)
      .set({ sharingMode: [...modes], sharedEmails: emails, updatedAt: sql`now()` })
      .where(eq(parcels.id, parcelId));
    await tx.delete(parcelSharedAccounts).where(eq(parcelSharedAccounts.parcelId, parcelId));
    if (accountIds.length > 0) {
      await tx.insert(parcelSharedAccounts).values(accountIds.map((accountId) => ({ parcelId, accountId })));
    }
    const previous = new Set(before.sharedEmails);
    await notifyNewEmails(
      deps,
      tx,
      session,
      emails.filter((email) => !previous.has(email)),
      1,
    );
  });
  return getParcel(db, session, parcelId);
};

/**
 * `POST /back/parcels/sharing` (a sharing request): the listed parcels become shared with the listed addresses,
 * all or none; a parcel the caller may not change makes the whole request fail.
 */
export const shareParcelsByEmail = async (deps: SharingDeps, session: Session, request: SharingRequest) => {
  const { db } = deps;
  const emails = [...new Set(request.emails.map((email) => email.toLowerCase()))];
  const parcelIds = [...new Set(request.parcelIds)];
  for (const id of parcelIds) await requireEditableParcel(db, session, id);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: parcels.id, sharingMode: parcels.sharingMode, sharedEmails: parcels.sharedEmails })
      .from(parcels)
      .where(inArray(parcels.id, parcelIds))
      .for('update');
    for (const row of rows) {
      await tx
        .update(parcels)
        .set({
          sharingMode: withTargeted(row.sharingMode),
          sharedEmails: [...new Set([...row.sharedEmails, ...emails])],
          updatedAt: sql`now()`,
        })
        .where(eq(parcels.id, row.id));
    }
    await notifyNewEmails(deps, tx, session, emails, parcelIds.length);
  });
  return { parcelIds, emails };
};

/** `GET /back/parcels/sharing/emails`: every address the caller's parcels are shared with, and with which. */
export const listSharedEmails = async (db: Database, session: Session): Promise<SharedEmail[]> => {
  const rows = await db
    .select({
      email: sql<string>`shared.email`,
      parcelId: parcels.id,
      label: parcels.label,
      hasAccount: sql<boolean>`exists (select 1 from users u where lower(u.email) = shared.email)`,
    })
    .from(parcels)
    .innerJoin(sql`unnest(${parcels.sharedEmails}) as shared(email)`, sql`true`)
    .where(and(inAccountScope(session, parcels.accountId), sql`'targeted' = any(${parcels.sharingMode})`))
    .orderBy(sql`shared.email`, asc(parcels.label));
  const byEmail = new Map<string, SharedEmail>();
  for (const row of rows) {
    const entry = byEmail.get(row.email) ?? { email: row.email, parcels: [], hasAccount: row.hasAccount };
    entry.parcels.push({ id: row.parcelId, label: row.label });
    byEmail.set(row.email, entry);
  }
  return [...byEmail.values()];
};

/** `DELETE /back/parcels/sharing/emails/{email}`: the address no longer sees any of the caller's parcels. */
export const stopSharingWithEmail = async (db: Database, session: Session, email: string): Promise<void> => {
  const address = email.toLowerCase();
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: parcels.id, sharingMode: parcels.sharingMode, sharedEmails: parcels.sharedEmails })
      .from(parcels)
      .where(and(inAccountScope(session, parcels.accountId), sql`${address} = any(${parcels.sharedEmails})`))
      .for('update');
    if (rows.length === 0) throw notFound('nothing is shared with that address');
    for (const row of rows) {
      const sharedEmails = row.sharedEmails.filter((shared) => shared !== address);
      await tx
        .update(parcels)
        .set({
          sharedEmails,
          sharingMode: sharedEmails.length > 0 ? row.sharingMode : withoutTargeted(row.sharingMode),
          updatedAt: sql`now()`,
        })
        .where(eq(parcels.id, row.id));
    }
  });
};
