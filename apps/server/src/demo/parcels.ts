import type { CropStage, CropType } from '@console/domain/crop/crop.schema';
import type { SoilType } from '@console/domain/parcel/parcel.schema';
import { datedAnswersToStore, utcToday } from '@console/domain/risk/risk-answers';
import type { RiskAnswers } from '@console/domain/risk/risk.schema';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { now as clockNow } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { accounts, crops, parcels, sensors } from '../db/schema.ts';
import { refreshParcelRisks } from '../features/parcels/service.ts';
import { seedFarmParcels } from './farm-parcels.ts';
import { communesOf, nearestCommune } from './places.ts';
import { demoCropSeason, lastSeasonsSowing, thisSeasonsSowing } from './sowing-calendar.ts';
import { DEMO_CROP_STAGE, type DemoCropStage, recordDemoStageHistory } from './stage-history.ts';

type DemoCrop = { type: CropType; stage: CropStage; answers?: Partial<RiskAnswers> };
type DemoParcel = {
  label: string;
  soilType: SoilType;
  size?: number;
  hasSensor: boolean;
  /** This season's crop, at the stage it is meant to show; every demo parcel had one last season. */
  crop: DemoCrop | null;
};
type DemoFarmParcels = { account: string; parcels: DemoParcel[] };

const ALL_NO: RiskAnswers = {
  groundPreparation: false,
  groundWork: false,
  willRoll: false,
  favourableWeather: false,
  residualPellet: false,
};

/**
 * The farmer's own parcels show every case the list and the risk have to tell apart: crops inside and past
 * their sensitive window, answered and half-answered risk questions, a parcel without a sensor and one without
 * a crop this season (both "missing information"). A crop's stage is the one wanted here as far as the days since its
 * sowing allow, so early in the season the crops have not all grown past their window yet.
 */
const DEMO_PARCELS: DemoFarmParcels[] = [
  {
    account: 'Ferme des Demo',
    parcels: [
      {
        label: 'Champ du Moulin',
        soilType: 'argilo-calcaire',
        size: 12.5,
        hasSensor: true,
        crop: { type: 'colza', stage: 'leve' },
      },
      {
        label: 'La Grande Pièce',
        soilType: 'limoneux',
        size: 24,
        hasSensor: true,
        crop: { type: 'cereales_hivers', stage: 'seme' },
      },
      { label: 'Les Sablons', soilType: 'sableux', size: 8.2, hasSensor: true, crop: { type: 'colza', stage: 'f2' } },
      {
        label: 'Le Clos Neuf',
        soilType: 'limono-argileux',
        size: 5.4,
        hasSensor: true,
        crop: { type: 'colza', stage: 'f6' },
      },
      {
        label: 'La Noue',
        soilType: 'argileux',
        size: 15,
        hasSensor: true,
        crop: { type: 'cereales_hivers', stage: 'leve', answers: { favourableWeather: true } },
      },
      {
        label: 'Les Terres Rouges',
        soilType: 'argilo-sableux',
        size: 18.7,
        hasSensor: true,
        crop: { type: 'colza', stage: 'f3', answers: { ...ALL_NO, residualPellet: true } },
      },
      {
        label: 'Le Pré Vert',
        soilType: 'sablo-limoneux',
        size: 9.1,
        hasSensor: false,
        crop: { type: 'cereales_hivers', stage: 'non_seme' },
      },
      { label: 'La Butte', soilType: 'argilo-calcaire', size: 3.8, hasSensor: true, crop: null },
    ],
  },
  {
    account: 'Hof Demo',
    parcels: [
      { label: 'Oberfeld', soilType: 'limoneux', size: 31, hasSensor: true, crop: { type: 'colza', stage: 'f1' } },
      {
        label: 'Lindenacker',
        soilType: 'limono-argileux',
        size: 22.4,
        hasSensor: true,
        crop: { type: 'cereales_hivers', stage: 'seme' },
      },
    ],
  },
  {
    account: 'Granja Demo',
    parcels: [
      {
        label: 'La Vega',
        soilType: 'argilo-calcaire',
        size: 40,
        hasSensor: true,
        crop: { type: 'cereales_hivers', stage: 'leve' },
      },
    ],
  },
  {
    account: 'Demo Farm Ltd',
    parcels: [
      { label: 'Long Acre', soilType: 'limoneux', size: 16.2, hasSensor: true, crop: { type: 'colza', stage: 'f2' } },
    ],
  },
  {
    account: 'Outback Demo Station',
    parcels: [
      {
        label: 'Red Paddock',
        soilType: 'sablo-limoneux',
        size: 120,
        hasSensor: true,
        crop: { type: 'tournesol', stage: 'f2' },
      },
      { label: 'Creek Paddock', soilType: 'argilo-sableux', size: 85, hasSensor: true, crop: null },
    ],
  },
];

/** A healthy sensor of the account that no parcel uses yet: stands where the parcel will be. */
const takeFreeSensor = async (db: Database, accountId: string) => {
  const [sensor] = await db
    .select({ id: sensors.id, lat: sensors.gpsLat, long: sensors.gpsLong })
    .from(sensors)
    .where(
      and(
        eq(sensors.accountId, accountId),
        isNull(sensors.parcelId),
        eq(sensors.state, 'EnService'),
        eq(sensors.openIssueCount, 0),
      ),
    )
    .orderBy(asc(sensors.serialNumber))
    .limit(1);
  if (!sensor || sensor.lat === null || sensor.long === null) throw new Error('no free demo sensor for a parcel');
  return { id: sensor.id, lat: sensor.lat, long: sensor.long };
};

/**
 * Parcels for the demo farms, on their own sensors' captures, with crops for this season and the last, dated from
 * `now` in each field's hemisphere.
 */
export const seedDemoParcels = async (db: Database, now = clockNow()): Promise<void> => {
  const today = utcToday(now);
  const demoCrops: DemoCropStage[] = [];
  for (const farm of DEMO_PARCELS) {
    const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, farm.account));
    if (!account) throw new Error(`demo account ${farm.account} is missing`);
    const communes = communesOf(farm.account);
    // A parcel without a sensor still stands next to the farm's others.
    let lastPosition = { lat: 0, long: 0 };
    for (const demo of farm.parcels) {
      const sensor = demo.hasSensor ? await takeFreeSensor(db, account.id) : null;
      const position = sensor
        ? { lat: sensor.lat, long: sensor.long }
        : { lat: lastPosition.lat + 0.01, long: lastPosition.long + 0.01 };
      lastPosition = position;
      const { postalCode, city, country } = nearestCommune(communes, position);
      const [parcel] = await db
        .insert(parcels)
        .values({
          accountId: account.id,
          label: demo.label,
          soilType: demo.soilType,
          address: { postalCode, city, country },
          gpsLat: position.lat,
          gpsLong: position.long,
          size: demo.size ?? null,
        })
        .returning({ id: parcels.id });
      if (!parcel) throw new Error(`demo parcel ${demo.label} not created`);
      if (sensor) await db.update(sensors).set({ parcelId: parcel.id }).where(eq(sensors.id, sensor.id));
      // Last season grew the same kind; a field without a crop this season had a cereal, this season's left out.
      const kind = { type: demo.crop?.type ?? 'cereales_hivers', isSouthern: position.lat < 0 };
      const sownOn = thisSeasonsSowing(kind, today);
      const created = await db
        .insert(crops)
        .values([
          {
            parcelId: parcel.id,
            ...demoCropSeason(kind.type, 'debut_tallage', lastSeasonsSowing(kind, sownOn), today),
            seedingType: 'tcs',
          },
          ...(demo.crop
            ? [
                {
                  parcelId: parcel.id,
                  ...demoCropSeason(demo.crop.type, demo.crop.stage, sownOn, today),
                  previousCrop: kind.type === 'colza' ? ('colza' as const) : ('ble' as const),
                  seedingType: 'labour' as const,
                  riskAnswers: demo.crop.answers ? datedAnswersToStore(demo.crop.answers, null, today) : null,
                },
              ]
            : []),
        ])
        .returning(DEMO_CROP_STAGE);
      demoCrops.push(...created);
    }
  }
  demoCrops.push(...(await seedFarmParcels(db, now)));
  await recordDemoStageHistory(db, demoCrops, now);
  await refreshParcelRisks(db);
};
