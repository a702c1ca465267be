import { PAGE_SIZE } from '@console/domain/list/list-query';
import type { TermsKind, TermsVersionListQuery } from '@console/domain/terms/terms-version.schema';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { termsAcceptances, termsOfService } from '../../db/schema.ts';

export const findCurrentTerms = async (db: Database, kind: TermsKind = 'service') => {
  const [terms] = await db
    .select({ id: termsOfService.id, version: termsOfService.version })
    .from(termsOfService)
    .where(eq(termsOfService.kind, kind))
    .orderBy(desc(termsOfService.publishedAt))
    .limit(1);
  return terms;
};

export const findCurrentTermsDocument = async (db: Database) => {
  const [terms] = await db
    .select({ fileName: termsOfService.fileName, document: termsOfService.document })
    .from(termsOfService)
    .where(eq(termsOfService.kind, 'service'))
    .orderBy(desc(termsOfService.publishedAt))
    .limit(1);
  return terms;
};

export const findTermsDocument = async (db: Database, id: string) => {
  const [terms] = await db
    .select({ fileName: termsOfService.fileName, document: termsOfService.document })
    .from(termsOfService)
    .where(eq(termsOfService.id, id));
  return terms;
};

export const hasAccepted = async (db: Database, userId: string, termsId: string): Promise<boolean> => {
  const [row] = await db
    .select({ userId: termsAcceptances.userId })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.termsId, termsId)));
  return row !== undefined;
};

export const insertAcceptance = async (db: Database, userId: string, termsId: string) => {
  await db.insert(termsAcceptances).values({ userId, termsId }).onConflictDoNothing();
};

/** The versions' facts without their documents: the size is read in SQL so no PDF leaves the database. */
const versionRows = (db: Database) =>
  db
    .select({
      id: termsOfService.id,
      kind: termsOfService.kind,
      version: termsOfService.version,
      fileName: termsOfService.fileName,
      size: sql<number>`octet_length(${termsOfService.document})::int`,
      publishedAt: termsOfService.publishedAt,
      // Written out: a select list writes its columns unqualified, which the subquery would read as its own.
      acceptedCount: sql<number>`case ${termsOfService.kind}
        when 'service' then (select count(*)::int from ${termsAcceptances} where ${termsAcceptances.termsId} = ${termsOfService.id})
        else (select count(*)::int from rent_contracts rc where rc.terms_id = terms_of_service.id) end`,
    })
    .from(termsOfService)
    .$dynamic();

export type TermsVersionRow = Awaited<ReturnType<typeof versionRows>>[number];

const sortColumns = {
  publishedAt: termsOfService.publishedAt,
  version: sql`lower(${termsOfService.version})`,
} as const;

export const selectTermsVersionPage = (db: Database, query: TermsVersionListQuery) => {
  const direction = query.order === 'desc' ? desc : asc;
  return versionRows(db)
    .where(eq(termsOfService.kind, query.kind))
    .orderBy(direction(sortColumns[query.sort]), desc(termsOfService.publishedAt), asc(termsOfService.id))
    .limit(PAGE_SIZE)
    .offset(query.start);
};

export const selectTermsVersion = async (db: Database, id: string) => {
  const [row] = await versionRows(db).where(eq(termsOfService.id, id));
  return row;
};

export const countTermsVersions = async (db: Database, kind: TermsKind) => {
  const [row] = await db.select({ n: count() }).from(termsOfService).where(eq(termsOfService.kind, kind));
  return row?.n ?? 0;
};

/** Labels are unique per kind whatever their case: "V2" and "v2" would read as the same version to a user. */
export const isVersionTaken = async (db: Database, kind: TermsKind, version: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: termsOfService.id })
    .from(termsOfService)
    .where(and(eq(termsOfService.kind, kind), sql`lower(${termsOfService.version}) = lower(${version})`));
  return row !== undefined;
};

/** The new version; undefined when its label was taken meanwhile (the table's unique index decides). */
export const insertTermsVersion = async (
  db: Database,
  values: { kind: TermsKind; version: string; fileName: string; document: Buffer },
) => {
  const [row] = await db
    .insert(termsOfService)
    .values(values)
    .onConflictDoNothing({ target: [termsOfService.kind, termsOfService.version] })
    .returning({ id: termsOfService.id });
  return row;
};
