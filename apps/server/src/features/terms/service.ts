import { type Action, can, isManufacturer } from '@console/domain/access/permissions';
import type { Paged } from '@console/domain/list/list-query';
import type { TermsOfService } from '@console/domain/profile/profile.schema';
import {
  TERMS_ERRORS,
  type TermsKind,
  type TermsVersion,
  type TermsVersionListQuery,
} from '@console/domain/terms/terms-version.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../plugins/app-error.ts';
import {
  countTermsVersions,
  findCurrentTerms,
  findCurrentTermsDocument,
  findTermsDocument,
  hasAccepted,
  insertAcceptance,
  insertTermsVersion,
  isVersionTaken,
  selectTermsVersion,
  selectTermsVersionPage,
  type TermsVersionRow,
} from './queries.ts';
import type { TermsUpload } from './upload.ts';

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

/** The rent terms a lessee accepts by validating a rent contract: the newest published, when any is. */
export const getCurrentRentTerms = (db: Database) => findCurrentTerms(db, 'rent');

/** Any version's PDF by its id, for a feature that recorded which version was accepted. */
export const getTermsDocument = (db: Database, id: string) => findTermsDocument(db, id);

export const getCurrentTermsDocument = async (db: Database) => {
  const document = await findCurrentTermsDocument(db);
  if (!document) throw notFound('no terms of service published');
  return document;
};

/** Terms versions belong to the /settings pages: manufacturer staff with the Configuration right (spec point 2). */
export const requireTermsManager = (session: Session, action: Action) => {
  if (!isManufacturer(session) || !can(session, `${action}:configuration`)) throw forbidden();
};

const toTermsVersion = (row: TermsVersionRow, currentId: string | undefined): TermsVersion => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
  isCurrent: row.id === currentId,
});

/** `GET /back/settings/tos`: every published version, newest first by default. */
export const listTermsVersions = async (
  db: Database,
  session: Session,
  query: TermsVersionListQuery,
): Promise<Paged<TermsVersion>> => {
  requireTermsManager(session, 'read');
  const [rows, total, current] = await Promise.all([
    selectTermsVersionPage(db, query),
    countTermsVersions(db, query.kind),
    findCurrentTerms(db, query.kind),
  ]);
  return {
    items: rows.map((row) => toTermsVersion(row, current?.id)),
    total,
    filter: { kind: query.kind },
    sort: { field: query.sort, order: query.order },
  };
};

/** `GET /back/settings/tos/{id}/document`: any version's PDF, older ones included. */
export const getTermsVersionDocument = async (db: Database, session: Session, id: string) => {
  requireTermsManager(session, 'read');
  const document = await findTermsDocument(db, id);
  if (!document) throw notFound('terms version not found');
  return document;
};

const versionTaken = () =>
  new AppError('conflict', 'version label already used', {
    issues: [{ path: ['version'], message: TERMS_ERRORS.versionTaken }],
  });

/** A file name without accents or characters a Content-Disposition header cannot carry; '' when nothing is left. */
const toPlainName = (name: string): string => {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/^[._ -]+/, '')
    .slice(0, 100);
  return /[A-Za-z0-9]/.test(plain) ? plain : '';
};

/** The name the document downloads under: the uploaded one, else one made from the version label. */
export const toDocumentFileName = (uploadedName: string, version: string, kind: TermsKind = 'service'): string =>
  `${toPlainName(uploadedName) || toPlainName(`${kind === 'rent' ? 'rent-terms' : 'terms-of-service'}-${version}`)}.pdf`;

/**
 * `POST /back/settings/tos`: publishes a validated upload. The newest version is the current one, so from now on
 * every user, staff included, is sent to /accept-tos by the gate until they accept it.
 */
export const publishTermsVersion = async (
  db: Database,
  session: Session,
  input: TermsUpload,
): Promise<TermsVersion> => {
  requireTermsManager(session, 'edit');
  if (await isVersionTaken(db, input.kind, input.version)) throw versionTaken();
  const created = await insertTermsVersion(db, {
    kind: input.kind,
    version: input.version,
    fileName: toDocumentFileName(input.fileName, input.version, input.kind),
    document: input.document,
  });
  if (!created) throw versionTaken();
  const row = await selectTermsVersion(db, created.id);
  if (!row) throw notFound('terms version not found');
  return toTermsVersion(row, created.id);
};
