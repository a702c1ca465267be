import { type Action, can, isManufacturer } from '@console/domain/access/permissions';
import type { Country } from '@console/domain/address/postal-address.schema';
import {
  ANTI_SLUG_PRODUCT_ERRORS,
  type AntiSlugCatalogueEntry,
  type AntiSlugProduct,
  type AntiSlugProductFields,
  type NewAntiSlugProductFields,
} from '@console/domain/crop/anti-slug-product.schema';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
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

const productColumns = {
  slug: antiSlugProducts.slug,
  name: antiSlugProducts.name,
  activeIngredient: antiSlugProducts.activeIngredient,
  manufacturer: antiSlugProducts.manufacturer,
  formulation: antiSlugProducts.formulation,
  authorisedDose: antiSlugProducts.authorisedDose,
  dosageUnit: antiSlugProducts.dosageUnit,
  countries: antiSlugProducts.countries,
  efficacyDays: antiSlugProducts.efficacyDays,
};
const entryColumns = { ...productColumns, isActive: antiSlugProducts.isActive };

/** Products still sold, authorised in `country` when given. */
const offered = (country?: Country) =>
  and(eq(antiSlugProducts.isActive, true), country ? arrayContains(antiSlugProducts.countries, [country]) : undefined);

/**
 * The products pickers offer, by name: those still sold, authorised in `country` when given (decision 110). Without
 * a country, the list names the products of past interventions whatever their parcel.
 */
export const listOfferedProducts = (db: Database, country?: Country): Promise<AntiSlugProduct[]> =>
  db.select(productColumns).from(antiSlugProducts).where(offered(country)).orderBy(asc(antiSlugProducts.name));

/** A product still sold, with its substance and the countries that authorise it; undefined when unknown or retired. */
export const findOfferedProduct = async (db: Database, slug: string) => {
  const [product] = await db
    .select({ countries: antiSlugProducts.countries, activeIngredient: antiSlugProducts.activeIngredient })
    .from(antiSlugProducts)
    .where(and(eq(antiSlugProducts.slug, slug), offered()));
  return product;
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
