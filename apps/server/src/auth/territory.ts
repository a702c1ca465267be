import { EVERYTHING, type PostalZone, type Territory } from '@console/domain/favourite/favourite.schema';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { utcToday } from '@console/domain/risk/risk-answers';
import { now } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { cropInFieldId, cropsInField } from '../db/crops-in-field.ts';
import { clockToday } from '../db/clock-values.ts';
import { favourites, postalKey } from '../db/schema.ts';
import { notFound } from '../plugins/app-error.ts';
import type { Session } from './session.ts';

/**
 * A saved territory as a condition (decision 126). It only ever narrows: every list keeps the caller's scope beside
 * it, so accounts that left that scope since the favourite was saved are simply not reached. The lists read a
 * territory resolved into its sensors or parcels (decisions 158, 188 and 189); the conditions below serve the
 * statements that resolve it, the favourite's own figures and the watches, which check many favourites at once.
 *
 * The conditions read the territory from named values, given as parameters or read from a saved row, and PostgreSQL
 * drops the checks of an empty criterion (`cardinality(…) = 0`) at planning.
 */
export const territoryValues = (territory: Territory) => {
  const sensorCriteria =
    territory.faultySensors ||
    territory.sensorSerialNumbers.length > 0 ||
    territory.sensorStates.length > 0 ||
    territory.sensorUsages.length > 0 ||
    territory.tags.length > 0;
  const parcelCriteria =
    territory.postalZones.length > 0 ||
    territory.cropTypes.length > 0 ||
    territory.seedingTypes.length > 0 ||
    territory.risks.length > 0;
  return {
    tZonePrefixes: territory.postalZones.map((zone) => zone.value),
    tZoneCountries: territory.postalZones.map((zone) => zone.country ?? ''),
    tAccountIds: territory.selection.type === 'some-selected' ? territory.selection.accountIds : [],
    tLinked: territory.linkedSensorsAndParcels,
    tCropTypes: territory.cropTypes,
    tSeedingTypes: territory.seedingTypes,
    tRisks: territory.risks,
    // A sensor with no parcel has no level: `nc` is the risk filter's way of keeping it.
    tNoParcelRisk: territory.risks.length === 0 || territory.risks.includes('nc'),
    tFaulty: territory.faultySensors,
    tSerials: territory.sensorSerialNumbers.map((serial) => serial.toLowerCase()),
    tStates: territory.sensorStates,
    tUsages: territory.sensorUsages,
    tTags: territory.tags,
    tSensorCriteria: sensorCriteria,
    tParcelCriteria: parcelCriteria,
    // The day whose crops the crop criteria read (decision 149).
    tToday: utcToday(now()),
  };
};
export type TerritoryValues = ReturnType<typeof territoryValues>;
export type TerritoryValue = (name: keyof TerritoryValues) => Placeholder | SQL;

/** The territory's values inlined as parameters, for queries built per call. */
export const territoryParameters =
  (territory: Territory): TerritoryValue =>
  (name) =>
    sql`${sql.param(territoryValues(territory)[name])}`;

/**
 * The territory saved in a `favourites` row of the query (alias `f`), for statements that check many favourites at
 * once: the watches.
 */
export const savedTerritory: TerritoryValue = (name) => (name === 'tToday' ? clockToday() : SAVED_TERRITORY[name]);
const SAVED_TERRITORY: Record<Exclude<keyof TerritoryValues, 'tToday'>, SQL> = {
  tZonePrefixes: sql`array(select zone->>'value' from jsonb_array_elements(f.postal_zones) zone)`,
  tZoneCountries: sql`array(select coalesce(zone->>'country', '') from jsonb_array_elements(f.postal_zones) zone)`,
  tAccountIds: sql`coalesce(f.account_ids, '{}'::uuid[])`,
  tLinked: sql`f.linked_sensors_and_parcels`,
  tCropTypes: sql`f.crop_types`,
  tSeedingTypes: sql`f.seeding_types`,
  tRisks: sql`f.risks`,
  tNoParcelRisk: sql`(cardinality(f.risks) = 0 or 'nc' = any(f.risks))`,
  tFaulty: sql`f.faulty_sensors`,
  tSerials: sql`array(select lower(serial) from unnest(f.sensor_serial_numbers) serial)`,
  tStates: sql`f.sensor_states`,
  tUsages: sql`f.sensor_usages`,
  tTags: sql`f.tags`,
  tSensorCriteria: sql`(f.faulty_sensors or cardinality(f.sensor_serial_numbers) > 0 or cardinality(f.sensor_states) > 0
    or cardinality(f.sensor_usages) > 0 or cardinality(f.tags) > 0)`,
  tParcelCriteria: sql`(jsonb_array_length(f.postal_zones) > 0 or cardinality(f.crop_types) > 0
    or cardinality(f.seeding_types) > 0 or cardinality(f.risks) > 0)`,
};

const none = (list: Placeholder | SQL, type: 'text' | 'uuid') => sql`cardinality(${list}::${sql.raw(type)}[]) = 0`;

/**
 * An address (a jsonb of `postalCode` and `country`) in one of the zones: its postcode key starts with the zone's
 * value, in the zone's country when it names one.
 */
export const addressInZones = (address: SQL, prefixes: Placeholder | SQL, countries: Placeholder | SQL): SQL =>
  sql`exists (select 1 from unnest(${prefixes}::text[], ${countries}::text[]) as zone(prefix, country)
    where starts_with(${postalKey(address)}, zone.prefix)
      and (zone.country = '' or ${address}->>'country' = zone.country))`;

/**
 * The parcels (alias `zoned`) in one of the zones, by `addressInZones`' rule on their stored postcode key and
 * country, read through `parcels_postal_key_idx`: each zone is a range of the index (`~>=~` and `~<~` compare byte by
 * byte, as its `text_pattern_ops` orders; no character sorts after U+10FFFF), so a zone reads its parcels alone.
 */
const zonedParcels = (prefixes: Placeholder | SQL, countries: Placeholder | SQL): SQL =>
  sql`unnest(${prefixes}::text[], ${countries}::text[]) as zone(prefix, country)
    join parcels zoned on zoned.postal_key ~>=~ zone.prefix and zoned.postal_key ~<~ (zone.prefix || chr(1114111))
      and (zone.country = '' or zoned.country = zone.country)`;

/** A parcel in one of the zones: the zones' parcels are hashed once per statement, not matched parcel by parcel. */
export const parcelInZones = (prefixes: Placeholder | SQL, countries: Placeholder | SQL): SQL =>
  sql`parcels.id in (select zoned.id from ${zonedParcels(prefixes, countries)})`;

/**
 * What a parcel itself must be: in a zone, of a crop, seeding type and risk level. It reads `parcels` and this
 * season's `crops` row of the query around it.
 */
const parcelOwnCriteria = (v: TerritoryValue): SQL => sql`(${none(v('tZonePrefixes'), 'text')}
    or ${parcelInZones(v('tZonePrefixes'), v('tZoneCountries'))})
  and (${none(v('tCropTypes'), 'text')} or crops.current_crop = any(${v('tCropTypes')}::text[]))
  and (${none(v('tSeedingTypes'), 'text')} or crops.seeding_type = any(${v('tSeedingTypes')}::text[]))
  and (${none(v('tRisks'), 'text')} or parcels.risk_level = any(${v('tRisks')}::text[]))`;

/** What a sensor itself must be: faulty, one of the serials, in a state, of a usage, bearing a tag. */
const sensorOwnCriteria = (v: TerritoryValue): SQL => sql`(not ${v('tFaulty')}::boolean or sensors.open_issue_count > 0)
  and (${none(v('tSerials'), 'text')} or lower(sensors.serial_number) = any(${v('tSerials')}::text[]))
  and (${none(v('tStates'), 'text')} or sensors.state = any(${v('tStates')}::text[]))
  and (${none(v('tUsages'), 'text')} or sensors.usage = any(${v('tUsages')}::text[]))
  and (${none(v('tTags'), 'text')} or sensors.tags && ${v('tTags')}::text[])`;

/**
 * A parcel in the territory, on a query of `parcels` left-joined to this season's `crops`: the parcel's own criteria,
 * its account, and, where the territory says anything of sensors, its sensor's.
 */
export const parcelInTerritory = (v: TerritoryValue): SQL => sql`(${parcelOwnCriteria(v)}
  and (${none(v('tAccountIds'), 'uuid')} or parcels.account_id = any(${v('tAccountIds')}::uuid[]))
  and (not ${v('tLinked')}::boolean or exists (select 1 from sensors where sensors.parcel_id = parcels.id))
  and (not ${v('tSensorCriteria')}::boolean
    or exists (select 1 from sensors where sensors.parcel_id = parcels.id and ${sensorOwnCriteria(v)})))`;

/**
 * A sensor in the territory, on a query of `sensors`: its own criteria, its owner, and its parcel's criteria (a
 * sensor's zone is its parcel's, so a sensor on no parcel is in no zone).
 */
export const sensorInTerritory = (v: TerritoryValue): SQL => sql`(${sensorOwnCriteria(v)}
  and (${none(v('tAccountIds'), 'uuid')} or sensors.account_id = any(${v('tAccountIds')}::uuid[]))
  and (not ${v('tLinked')}::boolean or sensors.parcel_id is not null)
  and (not ${v('tParcelCriteria')}::boolean
    or exists (select 1 from parcels
      left join crops on crops.id = ${cropInFieldId(sql`parcels.id`, sql`${v('tToday')}::date`)}
      where parcels.id = sensors.parcel_id and ${parcelOwnCriteria(v)})
    or (sensors.parcel_id is null and ${v('tNoParcelRisk')}::boolean and ${none(v('tZonePrefixes'), 'text')}
      and ${none(v('tCropTypes'), 'text')} and ${none(v('tSeedingTypes'), 'text')})))`;

/** Up to this many zones, each is read as a range of the postcode index; beyond, the zones are matched as sets. */
const INDEXED_ZONES = 20;

/** Only parcels with a sensor can place one in a territory: as many as sensors at most, whatever the zones. */
const withSensor = (id: SQL) => sql`${id} in (select sensors.parcel_id from sensors)`;

/** What a candidate parcel (its table under `alias`) must also be, checked as the candidates are read. */
type CandidateCondition = (alias: string) => SQL;

/**
 * The parcels in one of the zones (`id`, `risk_level`) that meet `where`, for a territory known when the statement is
 * built. A few zones each read their parcels from the postcode index (`zonedParcels`); many would read most parcels
 * that way, so they are grouped by country (or none) and length, each group a set PostgreSQL hashes: a parcel costs a
 * lookup per group however many zones there are.
 */
const zonedCandidates = (zones: readonly PostalZone[], where: CandidateCondition): SQL => {
  if (zones.length <= INDEXED_ZONES) {
    const { tZonePrefixes, tZoneCountries } = territoryValues({ ...EVERYTHING, postalZones: [...zones] });
    const ranges = zonedParcels(sql`${sql.param(tZonePrefixes)}`, sql`${sql.param(tZoneCountries)}`);
    return sql`select zoned.id, zoned.risk_level from ${ranges} where ${where('zoned')}`;
  }
  const groups = new Map<string, PostalZone[]>();
  for (const zone of zones) {
    const key = `${zone.country ?? ''}:${zone.value.length}`;
    groups.set(key, [...(groups.get(key) ?? []), zone]);
  }
  const conditions = [...groups.values()].map((group) => {
    const [{ country, value }] = group as [PostalZone];
    const values = sql.param(group.map((zone) => zone.value));
    const start = sql`left(parcels.postal_key, ${value.length}) = any(${values}::text[])`;
    return country ? sql`(parcels.country = ${country} and ${start})` : start;
  });
  return sql`select parcels.id, parcels.risk_level from parcels
    where ${where('parcels')} and (${sql.join(conditions, sql` or `)})`;
};

/** The parcels that meet `where`, in the territory's zones when it names some (`id`, `risk_level`). */
const candidateParcels = (territory: Territory, where: CandidateCondition): SQL =>
  territory.postalZones.length > 0
    ? zonedCandidates(territory.postalZones, where)
    : sql`select parcels.id, parcels.risk_level from parcels where ${where('parcels')}`;

const namesCrops = (territory: Territory) => territory.cropTypes.length > 0 || territory.seedingTypes.length > 0;

/**
 * The candidates (the statement's `candidate`) whose risk level, and crop in the field today when the territory names
 * crops or seeding types, are the territory's: `parcelOwnCriteria` beyond the zones, the crops found in one pass over
 * the candidates' crops (`cropsInField`).
 */
const parcelsMeetingCriteria = (territory: Territory): SQL => {
  const v = territoryParameters(territory);
  const field = cropsInField(sql`select id from candidate`, sql`${v('tToday')}::date`);
  return sql`select candidate.id from candidate
    ${namesCrops(territory) ? sql`join ${field} field on field.parcel_id = candidate.id` : sql``}
    where (${none(v('tRisks'), 'text')} or candidate.risk_level = any(${v('tRisks')}::text[]))
    ${
      namesCrops(territory)
        ? sql`and (${none(v('tCropTypes'), 'text')} or field.current_crop = any(${v('tCropTypes')}::text[]))
      and (${none(v('tSeedingTypes'), 'text')} or field.seeding_type = any(${v('tSeedingTypes')}::text[]))`
        : sql``
    }`;
};

/**
 * The ids of the sensors in a territory, as one statement built for it: `sensorInTerritory`'s rule, the parcels it
 * names found as sets (`candidateParcels`, `parcelsMeetingCriteria`) instead of being checked sensor by sensor. The
 * equivalence test holds both to the same rows.
 */
export const sensorsInTerritory = (territory: Territory): SQL => {
  const v = territoryParameters(territory);
  const values = territoryValues(territory);
  const placeless = values.tNoParcelRisk && values.tZonePrefixes.length === 0 && !namesCrops(territory);
  const onParcel = values.tParcelCriteria
    ? sql`and (sensors.parcel_id in (${parcelsMeetingCriteria(territory)})
        ${placeless ? sql`or sensors.parcel_id is null` : sql``})`
    : sql``;
  return sql`with candidate as (${candidateParcels(territory, (alias) => withSensor(sql.raw(`${alias}.id`)))})
    select sensors.id from sensors
    where ${sensorOwnCriteria(v)}
      and (${none(v('tAccountIds'), 'uuid')} or sensors.account_id = any(${v('tAccountIds')}::uuid[]))
      and (not ${v('tLinked')}::boolean or sensors.parcel_id is not null)
      ${onParcel}`;
};

/**
 * The ids of the parcels in a territory, as one statement built for it: `parcelInTerritory`'s rule, the candidates
 * read in the territory's accounts (and, where it says anything of sensors, among the parcels with one), then kept
 * by their own criteria and their sensor's. The equivalence test holds both to the same rows.
 */
export const parcelsInTerritory = (territory: Territory): SQL => {
  const v = territoryParameters(territory);
  const values = territoryValues(territory);
  const onSensors = values.tLinked || values.tSensorCriteria;
  const candidate: CandidateCondition = (alias) => {
    const column = (name: string) => sql.raw(`${alias}.${name}`);
    return sql`(${none(v('tAccountIds'), 'uuid')} or ${column('account_id')} = any(${v('tAccountIds')}::uuid[]))
      ${onSensors ? sql`and ${withSensor(column('id'))}` : sql``}`;
  };
  return sql`with candidate as (${candidateParcels(territory, candidate)})
    select matching.id from (${parcelsMeetingCriteria(territory)}) matching
    ${
      values.tSensorCriteria
        ? sql`where exists (select 1 from sensors where sensors.parcel_id = matching.id and ${sensorOwnCriteria(v)})`
        : sql``
    }`;
};

/**
 * The territory of the list's `favourite_id`: the caller's own favourite (another user's or an unknown one is 404),
 * or none when the list names no favourite.
 */
export const requireTerritory = async (
  db: Database,
  session: Pick<Session, 'userId'>,
  favouriteId: string | undefined,
): Promise<Territory | undefined> => {
  if (favouriteId === undefined) return undefined;
  const [row] = await db
    .select()
    .from(favourites)
    .where(and(eq(favourites.id, favouriteId), eq(favourites.userId, session.userId)));
  if (!row) throw notFound('favourite not found');
  return territoryOfRow(row);
};

/** A favourite's row as the territory it saves. */
export const territoryOfRow = (row: typeof favourites.$inferSelect): Territory => ({
  postalZones: row.postalZones,
  selection: row.accountIds ? { type: 'some-selected', accountIds: row.accountIds } : { type: 'all-selected' },
  linkedSensorsAndParcels: row.linkedSensorsAndParcels,
  cropTypes: row.cropTypes,
  seedingTypes: row.seedingTypes,
  risks: row.risks,
  faultySensors: row.faultySensors,
  sensorSerialNumbers: row.sensorSerialNumbers,
  sensorStates: row.sensorStates,
  sensorUsages: row.sensorUsages,
  tags: row.tags,
});
