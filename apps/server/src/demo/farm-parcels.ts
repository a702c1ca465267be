import type { Country } from '@console/domain/address/postal-address.schema';
import type { SoilWork } from '@console/domain/crop/crop-intervention.schema';
import type { CropStage, CropType } from '@console/domain/crop/crop.schema';
import type { LocalDate } from '@console/domain/date/date.schema';
import { SOIL_TYPES } from '@console/domain/parcel/parcel.schema';
import { datedAnswersToStore, utcToday } from '@console/domain/risk/risk-answers';
import { RISK_QUESTIONS } from '@console/domain/risk/risk.schema';
import { addLocalDays } from '@console/domain/subscription/subscription-period';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { now as clockNow } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { accounts, cropInterventions, crops, parcelSharedAccounts, parcels, sensors } from '../db/schema.ts';
import { addressOf, communesOf, nearestCommune, pointNear } from './places.ts';
import { demoCropSeason, lastSeasonsSowing, thisSeasonsSowing } from './sowing-calendar.ts';
import { DEMO_CROP_STAGE, type DemoCropStage } from './stage-history.ts';

/**
 * The fleet farms' fields beyond the hand-written ones, so lists, maps and filters show a farm of a realistic size
 * (about 300 parcels in all). The farmer's and the newcomer's farms keep only their hand-written parcels, which the
 * walkthroughs describe.
 */
const FARMS: { account: string; parcels: number; names: string[] }[] = [
  {
    account: 'Hof Demo',
    parcels: 75,
    names: ['Langes Feld', 'Mühlenacker', 'Kirchfeld', 'Sonnenhang', 'Birkenschlag', 'Auwiese'],
  },
  {
    account: 'Granja Demo',
    parcels: 70,
    names: ['El Llano', 'La Cañada', 'Los Pinos', 'El Molino', 'La Loma', 'Las Eras'],
  },
  {
    account: 'Demo Farm Ltd',
    parcels: 70,
    names: ['Top Field', 'Church Close', 'Mill Piece', 'Long Meadow', 'Hill Ground', 'Brook Field'],
  },
  {
    account: 'Outback Demo Station',
    parcels: 70,
    names: ['North Paddock', 'Dam Paddock', 'Road Paddock', 'Back Paddock', 'Windmill Paddock', 'Scrub Paddock'],
  },
];

/** Accounts that share some of their parcels with a neighbour farm, so sharing shows in the demo. */
const SHARES: { from: string; to: string; count: number }[] = [
  { from: 'Hof Demo', to: 'Granja Demo', count: 4 },
  { from: 'Demo Farm Ltd', to: 'Hof Demo', count: 3 },
];
/** An agronomist the Spanish farm shares with by e-mail, who has not signed up. */
const INVITED_AGRONOMIST = { account: 'Granja Demo', email: 'agronomo@example.org', count: 3 };

const CROPS: { type: CropType; stages: CropStage[] }[] = [
  { type: 'colza', stages: ['leve', 'f1', 'f2', 'f3', 'f4', 'f6'] },
  { type: 'cereales_hivers', stages: ['seme', 'leve', 'f1', 'f2', 'debut_tallage'] },
  { type: 'cereales_hivers', stages: ['non_seme', 'seme', 'leve'] },
];
/** A field is sown on its kind's day or up to three weeks later. */
const SOWING_SPREAD_DAYS = 21;
const SOIL_WORKS: SoilWork[] = ['labour', 'travail_profond', 'travail_superficiel', 'affinage'];
/** The seedbed is worked the week before sowing; pellets go down within four weeks after it. */
const SOIL_WORK_DAYS_BEFORE_SOWING = 7;
const PELLETS_WITHIN_DAYS = 28;
/** Pellets authorised in each farm's country (decision 110): no metaldehyde in the UK. */
export const SLUG_PRODUCTS: Record<Country, string[]> = {
  FR: ['sluxx-hp', 'ironmax-pro', 'metarex-inov', 'allowin-quantum'],
  DE: ['sluxx-hp', 'ironmax-pro', 'metarex-inov', 'ferrex'],
  ES: ['sluxx-hp', 'ironmax-pro', 'metarex-inov', 'ferramol'],
  UK: ['sluxx-hp', 'ironmax-pro', 'derrex', 'ferrex'],
  AU: ['metarex-agnova', 'metakill'],
};

// The same deterministic generator idea as the fleet: the demo is the same every time it is seeded.
const random = (() => {
  let state = 7;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
})();
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const notAfter = (day: LocalDate, last: LocalDate): LocalDate => (day < last ? day : last);

const accountIds = async (db: Database, names: string[]) => {
  const rows = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(inArray(accounts.name, names));
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return (name: string) => {
    const id = byName.get(name);
    if (!id) throw new Error(`demo account ${name} is missing`);
    return id;
  };
};

/**
 * Generated parcels of the fleet farms, with two seasons of crops, interventions, risk answers and sharing, dated from
 * `now` in each field's hemisphere.
 */
export const seedFarmParcels = async (db: Database, now = clockNow()): Promise<DemoCropStage[]> => {
  const today = utcToday(now);
  const demoCrops: DemoCropStage[] = [];
  const idOf = await accountIds(db, [...new Set([...FARMS.map((farm) => farm.account), ...SHARES.map((s) => s.to)])]);
  for (const farm of FARMS) {
    const accountId = idOf(farm.account);
    // Healthy free sensors stand on the first parcels; the rest of the farm has none yet.
    const free = await db
      .select({ id: sensors.id, lat: sensors.gpsLat, long: sensors.gpsLong })
      .from(sensors)
      .where(and(eq(sensors.accountId, accountId), isNull(sensors.parcelId), eq(sensors.state, 'EnService')))
      .orderBy(asc(sensors.serialNumber));
    const communes = communesOf(farm.account);
    const rows = Array.from({ length: farm.parcels }, (_, index) => {
      const sensor = free[index];
      // A parcel stands on its sensor, one without near a commune of the farm (drawn for each parcel, in the
      // generator's order); its address names the commune it is nearest to.
      const drawn = pick(communes);
      const label = `${pick(farm.names)} ${index + 1}`;
      const soilType = pick(SOIL_TYPES);
      const position =
        sensor?.lat != null && sensor.long != null
          ? { lat: sensor.lat, long: sensor.long }
          : pointNear(drawn, random(), random());
      const { postalCode, city, country } = nearestCommune(communes, position);
      return {
        accountId,
        label,
        soilType,
        address: { postalCode, city, country },
        gpsLat: position.lat,
        gpsLong: position.long,
        // One parcel in ten has no size yet: missing information.
        size: index % 10 === 9 ? null : Math.round((3 + random() * 45) * 10) / 10,
      };
    });
    const created = await db.insert(parcels).values(rows).returning({ id: parcels.id });
    for (const [index, parcel] of created.entries()) {
      const sensor = free[index];
      if (sensor) await db.update(sensors).set({ parcelId: parcel.id }).where(eq(sensors.id, sensor.id));
    }

    // Every parcel had a crop last season; nine in ten have one this season.
    const thisSeasonsYear = new Map<string, number>();
    const cropRows = created.flatMap((parcel, index) => {
      const isSouthern = (rows[index]?.gpsLat ?? 0) < 0;
      const last = { type: pick(CROPS).type, isSouthern, daysLate: Math.floor(random() * SOWING_SPREAD_DAYS) };
      const current = pick(CROPS);
      const stage = pick(current.stages);
      const sownOn = thisSeasonsSowing(
        { type: current.type, isSouthern, daysLate: Math.floor(random() * SOWING_SPREAD_DAYS) },
        today,
      );
      const hasCrop = index % 10 !== 4;
      const lastSeason = demoCropSeason(
        last.type,
        // Grown through its season: past the stages slugs threaten, so its nights stopped being owed.
        last.type === 'colza' ? 'f6' : 'debut_tallage',
        // Harvested before this season's crop is sown; a field without a crop this season is empty today.
        lastSeasonsSowing(last, hasCrop ? sownOn : thisSeasonsSowing(last, today)),
        today,
      );
      if (!hasCrop) return [{ parcelId: parcel.id, ...lastSeason, seedingType: 'tcs' as const }];
      const thisSeason = demoCropSeason(current.type, stage, sownOn, today);
      thisSeasonsYear.set(parcel.id, thisSeason.year);
      return [
        { parcelId: parcel.id, ...lastSeason, seedingType: 'tcs' as const },
        {
          parcelId: parcel.id,
          ...thisSeason,
          previousCrop: last.type === 'colza' ? ('colza' as const) : ('ble' as const),
          seedingType: pick(['labour', 'tcs', 'semis_direct'] as const),
          riskAnswers:
            index % 3 === 0
              ? datedAnswersToStore(
                  Object.fromEntries(RISK_QUESTIONS.map((question) => [question, random() < 0.3])),
                  null,
                  today,
                )
              : null,
        },
      ];
    });
    const createdCrops = await db
      .insert(crops)
      .values(cropRows)
      .returning({ ...DEMO_CROP_STAGE, parcelId: crops.parcelId, year: crops.year });
    demoCrops.push(...createdCrops);

    // What was done in the field this season: soil work, seeding, and pellets on one crop in two, none after today.
    const interventionRows = createdCrops
      .flatMap(({ id, parcelId, year, sownOn }) =>
        sownOn !== null && thisSeasonsYear.get(parcelId) === year ? [{ cropId: id, sownOn }] : [],
      )
      .flatMap(({ cropId, sownOn }, index) => [
        {
          cropId,
          type: 'soil_work' as const,
          date: addLocalDays(sownOn, -SOIL_WORK_DAYS_BEFORE_SOWING),
          soilWork: pick(SOIL_WORKS),
        },
        { cropId, type: 'seeding' as const, date: sownOn },
        ...(index % 2 === 0
          ? [
              {
                cropId,
                type: 'product' as const,
                date: notAfter(addLocalDays(sownOn, 1 + Math.floor(random() * PELLETS_WITHIN_DAYS)), today),
                slugProduct: pick(SLUG_PRODUCTS[addressOf(farm.account).country]),
                slugProductDosage: pick([3, 4, 5, 7]),
              },
            ]
          : []),
      ]);
    if (interventionRows.length > 0) await db.insert(cropInterventions).values(interventionRows);
  }

  for (const share of SHARES) {
    const shared = await db
      .select({ id: parcels.id })
      .from(parcels)
      .where(eq(parcels.accountId, idOf(share.from)))
      .orderBy(asc(parcels.label))
      .limit(share.count);
    const ids = shared.map((parcel) => parcel.id);
    await db
      .update(parcels)
      .set({ sharingMode: ['targeted_account'] })
      .where(inArray(parcels.id, ids));
    await db.insert(parcelSharedAccounts).values(ids.map((parcelId) => ({ parcelId, accountId: idOf(share.to) })));
  }
  const forAgronomist = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(eq(parcels.accountId, idOf(INVITED_AGRONOMIST.account)))
    .orderBy(asc(parcels.label))
    .offset(10)
    .limit(INVITED_AGRONOMIST.count);
  await db
    .update(parcels)
    .set({ sharingMode: ['targeted'], sharedEmails: [INVITED_AGRONOMIST.email] })
    .where(
      inArray(
        parcels.id,
        forAgronomist.map((parcel) => parcel.id),
      ),
    );
  return demoCrops;
};
