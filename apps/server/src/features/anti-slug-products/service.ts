import { type Action, can, isManufacturer } from '@console/domain/access/permissions';
import {
  ANTI_SLUG_PRODUCT_ERRORS,
  type AntiSlugCatalogueEntry,
  type AntiSlugProductFields,
  type NewAntiSlugProductFields,
} from '@console/domain/crop/anti-slug-product.schema';
import { asc, eq } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { antiSlugProducts } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../plugins/app-error.ts';

/**
 * The catalogue is one of the manufacturer's settings (decision 110): its staff with the Configuration right read it
 * and, with full access, change it.
 */
export const requireCatalogueManager = (session: Session, action: Action) => {
  if (!isManufacturer(session) || !can(session, `${action}:configuration`)) throw forbidden();
};

const entryColumns = {
  slug: antiSlugProducts.slug,
  name: antiSlugProducts.name,
  activeIngredient: antiSlugProducts.activeIngredient,
  manufacturer: antiSlugProducts.manufacturer,
  formulation: antiSlugProducts.formulation,
  authorisedDose: antiSlugProducts.authorisedDose,
  dosageUnit: antiSlugProducts.dosageUnit,
  countries: antiSlugProducts.countries,
  isActive: antiSlugProducts.isActive,
};

/** `GET /back/settings/anti-slug-products`: every product, retired ones included, by name. */
export const listCatalogue = (db: Database, session: Session): Promise<AntiSlugCatalogueEntry[]> => {
  requireCatalogueManager(session, 'read');
  return db.select(entryColumns).from(antiSlugProducts).orderBy(asc(antiSlugProducts.name), asc(antiSlugProducts.slug));
};

/** `POST /back/settings/anti-slug-products`: a new product; its slug is refused when another product has it. */
export const createCatalogueEntry = async (
  db: Database,
  session: Session,
  input: NewAntiSlugProductFields,
): Promise<AntiSlugCatalogueEntry> => {
  requireCatalogueManager(session, 'edit');
  const [created] = await db
    .insert(antiSlugProducts)
    .values({ ...input, dosageUnit: 'kg/ha' })
    .onConflictDoNothing()
    .returning(entryColumns);
  if (!created) {
    throw new AppError('conflict', 'anti-slug product slug already used', {
      issues: [{ path: ['slug'], message: ANTI_SLUG_PRODUCT_ERRORS.slugTaken }],
    });
  }
  return created;
};

/** `POST /back/settings/anti-slug-products/{slug}`: edits a product, or retires it (`isActive` off). */
export const updateCatalogueEntry = async (
  db: Database,
  session: Session,
  slug: string,
  input: AntiSlugProductFields,
): Promise<AntiSlugCatalogueEntry> => {
  requireCatalogueManager(session, 'edit');
  const [updated] = await db
    .update(antiSlugProducts)
    .set(input)
    .where(eq(antiSlugProducts.slug, slug))
    .returning(entryColumns);
  if (!updated) throw notFound('anti-slug product not found');
  return updated;
};
