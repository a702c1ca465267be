import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { termsAcceptances, termsOfService } from '../../db/schema.ts';

export const findCurrentTerms = async (db: Database) => {
  const [terms] = await db
    .select({ id: termsOfService.id, version: termsOfService.version })
    .from(termsOfService)
    .orderBy(desc(termsOfService.publishedAt))
    .limit(1);
  return terms;
};

export const findCurrentTermsDocument = async (db: Database) => {
  const [terms] = await db
    .select({ fileName: termsOfService.fileName, document: termsOfService.document })
    .from(termsOfService)
    .orderBy(desc(termsOfService.publishedAt))
    .limit(1);
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
