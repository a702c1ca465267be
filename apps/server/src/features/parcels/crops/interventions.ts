import type { Country } from '@console/domain/address/postal-address.schema';
import {
  ANTI_SLUG_PRODUCT_ERRORS,
  type ActiveIngredient,
  type AntiSlugProduct,
  type DosageUnit,
} from '@console/domain/crop/anti-slug-product.schema';
import type {
  CropIntervention,
  CropInterventionInput,
  RecordedIntervention,
} from '@console/domain/crop/crop-intervention.schema';
import { type ProductRules, productRefusal, productStanding } from '@console/domain/country/product-rules';
import { utcToday } from '@console/domain/risk/risk-answers';
import { now } from '../../../clock.ts';
import { getCountryPack } from '../../settings/service.ts';
import { and, desc, eq } from 'drizzle-orm';
import type { Session } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import { antiSlugProducts, cropInterventions } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../plugins/app-error.ts';
import { findOfferedProduct, listOfferedProducts } from '../../anti-slug-products/service.ts';
import { refreshParcelRisks } from '../risk-service.ts';
import { getParcel, requireEditableParcel } from '../service.ts';
import { selectCrop } from './queries.ts';
import { getCrop } from './service.ts';

/**
 * The products an intervention on the parcel may name: still sold and authorised in its country (decision 110), with
 * the country's rules of when they may be applied and how (decision 164).
 */
export const listParcelAntiSlugProducts = async (
  db: Database,
  session: Session,
  parcelId: string,
): Promise<{ products: AntiSlugProduct[]; rules: ProductRules }> => {
  const { country } = (await getParcel(db, session, parcelId)).address;
  const [products, pack] = await Promise.all([listOfferedProducts(db, country), getCountryPack(db, country)]);
  return { products, rules: pack.productRules };
};

type InterventionRow = typeof cropInterventions.$inferSelect;

/** The table's checks guarantee each type's own fields: a missing one is a broken row, not a user error. */
const present = <T>(value: T | null, column: string): T => {
  if (value === null) throw new Error(`crop_interventions.${column} is missing`);
  return value;
};

/** Each type keeps only its own fields on the wire. */
const toIntervention = (row: InterventionRow): CropIntervention => {
  const common = { id: row.id, cropId: row.cropId, date: row.date, ...(row.comment ? { comment: row.comment } : {}) };
  switch (row.type) {
    case 'soil_work':
      return { ...common, type: row.type, soilWork: present(row.soilWork, 'soil_work') };
    case 'product':
      return {
        ...common,
        type: row.type,
        slugProduct: present(row.slugProduct, 'slug_product'),
        slugProductDosage: present(row.slugProductDosage, 'slug_product_dosage'),
      };
    default:
      return { ...common, type: row.type };
  }
};

const newestFirst = [desc(cropInterventions.date), desc(cropInterventions.createdAt)];

/** A crop's latest intervention, with the name of its product if it is one; undefined when none is recorded. */
export const selectLatestIntervention = async (db: Database, cropId: string) => {
  const [row] = await db
    .select({ intervention: cropInterventions, productName: antiSlugProducts.name })
    .from(cropInterventions)
    .leftJoin(antiSlugProducts, eq(antiSlugProducts.slug, cropInterventions.slugProduct))
    .where(eq(cropInterventions.cropId, cropId))
    .orderBy(...newestFirst)
    .limit(1);
  return row && { intervention: toIntervention(row.intervention), productName: row.productName };
};

/** A line of the crop's timeline, with its product's name, substance and unit when it applied one. */
export type TimelineEntry = {
  recorded: RecordedIntervention;
  productName: string | null;
  activeIngredient: ActiveIngredient | null;
  dosageUnit: DosageUnit | null;
};

/**
 * The crop's timeline, newest first. A product withdrawn in the parcel's country since it was applied stays, flagged
 * with the day of its withdrawal (decision 164).
 */
export const readTimeline = async (
  db: Database,
  session: Session,
  parcelId: string,
  cropId: string,
): Promise<TimelineEntry[]> => {
  const parcel = await getParcel(db, session, parcelId);
  if (!(await selectCrop(db, parcelId, cropId))) throw notFound('crop not found');
  const [rows, pack] = await Promise.all([
    db
      .select({
        intervention: cropInterventions,
        productName: antiSlugProducts.name,
        activeIngredient: antiSlugProducts.activeIngredient,
        dosageUnit: antiSlugProducts.dosageUnit,
      })
      .from(cropInterventions)
      .leftJoin(antiSlugProducts, eq(antiSlugProducts.slug, cropInterventions.slugProduct))
      .where(eq(cropInterventions.cropId, cropId))
      .orderBy(...newestFirst),
    getCountryPack(db, parcel.address.country),
  ]);
  const today = utcToday(now());
  return rows.map(({ intervention, ...product }) => ({
    ...product,
    recorded: {
      ...toIntervention(intervention),
      withdrawnSince:
        intervention.slugProduct && product.activeIngredient
          ? productStanding(
              pack.productRules,
              { slug: intervention.slugProduct, activeIngredient: product.activeIngredient },
              today,
            ).withdrawnSince
          : null,
    },
  }));
};

export const listInterventions = async (
  db: Database,
  session: Session,
  parcelId: string,
  cropId: string,
): Promise<RecordedIntervention[]> =>
  (await readTimeline(db, session, parcelId, cropId)).map((entry) => entry.recorded);

const refusedProduct = (reason: string, message: string) =>
  new AppError('invalid', reason, { issues: [{ path: ['slugProduct'], message }] });

/**
 * An unknown or retired product, one not sold in the parcel's country, or one its country's rules do not let be
 * applied on that day (decision 164) is refused on its field, naming the rule.
 */
const requireUsableProduct = async (db: Database, slug: string, country: Country, on: string) => {
  const product = await findOfferedProduct(db, slug);
  if (!product) throw refusedProduct('unknown anti-slug product', 'crop.intervention.errors.product-unknown');
  const { productRules } = await getCountryPack(db, country);
  const refusal = productRefusal(productRules, { slug, activeIngredient: product.activeIngredient }, on);
  if (refusal) {
    throw new AppError('invalid', `anti-slug product not usable in the parcel's country: ${refusal.rule}`, {
      issues: [{ path: ['slugProduct'], message: `crop.intervention.errors.${refusal.rule}`, params: refusal }],
    });
  }
  if (!product.countries.includes(country)) {
    throw refusedProduct(
      "anti-slug product not authorised in the parcel's country",
      ANTI_SLUG_PRODUCT_ERRORS.notAuthorised,
    );
  }
};

export const createIntervention = async (
  db: Database,
  session: Session,
  parcelId: string,
  cropId: string,
  input: CropInterventionInput,
): Promise<CropIntervention> => {
  const parcel = await requireEditableParcel(db, session, parcelId);
  await getCrop(db, session, parcelId, cropId);
  if (input.type === 'product') {
    await requireUsableProduct(db, input.slugProduct, parcel.address.country, input.date);
  }
  const [row] = await db
    .insert(cropInterventions)
    .values({
      cropId,
      type: input.type,
      date: input.date,
      soilWork: input.type === 'soil_work' ? input.soilWork : null,
      slugProduct: input.type === 'product' ? input.slugProduct : null,
      slugProductDosage: input.type === 'product' ? input.slugProductDosage : null,
      comment: input.comment || null,
    })
    .returning();
  if (!row) throw new Error('intervention not stored');
  // A product or soil work answers a risk question (decision 108): the level moves at once.
  await refreshParcelRisks(db, [parcelId]);
  return toIntervention(row);
};

export const deleteIntervention = async (
  db: Database,
  session: Session,
  parcelId: string,
  cropId: string,
  interventionId: string,
): Promise<void> => {
  await requireEditableParcel(db, session, parcelId);
  await getCrop(db, session, parcelId, cropId);
  const deleted = await db
    .delete(cropInterventions)
    .where(and(eq(cropInterventions.id, interventionId), eq(cropInterventions.cropId, cropId)))
    .returning({ id: cropInterventions.id });
  if (deleted.length === 0) throw notFound('intervention not found');
  await refreshParcelRisks(db, [parcelId]);
};
