import type { TermsOfService } from '@console/domain/profile/profile.schema';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { findCurrentTerms, findCurrentTermsDocument, hasAccepted, insertAcceptance } from './queries.ts';

export const CURRENT_TERMS_DOCUMENT_PATH = '/back/tos/current/document';

/** The terms the user still has to accept, or null when the current version is accepted (or none exists). */
export const getTermsToAccept = async (db: Database, userId: string): Promise<TermsOfService | null> => {
  const current = await findCurrentTerms(db);
  if (!current || (await hasAccepted(db, userId, current.id))) return null;
  return { ...current, originalUrl: CURRENT_TERMS_DOCUMENT_PATH };
};

export const acceptCurrentTerms = async (db: Database, userId: string): Promise<void> => {
  const current = await findCurrentTerms(db);
  if (!current) throw notFound('no terms of service to accept');
  await insertAcceptance(db, userId, current.id);
};

export const getCurrentTermsDocument = async (db: Database) => {
  const document = await findCurrentTermsDocument(db);
  if (!document) throw notFound('no terms of service published');
  return document;
};
