import type { Country } from '@console/domain/address/postal-address.schema';
import { cropInField, type CropSowing } from '@console/domain/crop/crop-in-field';
import type { SeedingType } from '@console/domain/crop/crop.schema';
import type { Territory } from '@console/domain/favourite/favourite.schema';
import type { LocalDate } from '@console/domain/date/date.schema';

/**
 * A territory's rule (decision 126) written out in TypeScript over rows read back from the database: what the lists
 * narrowed by a favourite must return, whatever SQL they run. Only the equivalence test uses it.
 */
export type OracleParcel = {
  id: string;
  accountId: string;
  postalCode: string;
  country: Country;
  riskLevel: string;
  crops: (CropSowing & { seedingType: SeedingType | null })[];
};
export type OracleSensor = {
  id: string;
  accountId: string;
  parcelId: string | null;
  serialNumber: string;
  state: string;
  usage: string;
  tags: string[];
  openIssueCount: number;
};
export type Fleet = { parcels: Map<string, OracleParcel>; sensors: OracleSensor[] };

const postalKey = (code: string) => code.replace(/ /g, '').toUpperCase();
const noneOr = <T>(list: readonly T[], test: (item: T) => boolean) => list.length === 0 || list.some(test);
const includes = <T>(list: readonly T[], value: T | null | undefined) =>
  list.length === 0 || (value != null && list.includes(value));

const parcelOwn = (t: Territory, parcel: OracleParcel, today: LocalDate) => {
  const crop = cropInField(parcel.crops, today);
  return (
    noneOr(
      t.postalZones,
      (zone) =>
        postalKey(parcel.postalCode).startsWith(zone.value) && (!zone.country || zone.country === parcel.country),
    ) &&
    includes(t.cropTypes, crop?.currentCrop) &&
    includes(t.seedingTypes, crop?.seedingType) &&
    includes<string>(t.risks, parcel.riskLevel)
  );
};

const sensorOwn = (t: Territory, sensor: OracleSensor) =>
  (!t.faultySensors || sensor.openIssueCount > 0) &&
  includes(
    t.sensorSerialNumbers.map((serial) => serial.toLowerCase()),
    sensor.serialNumber.toLowerCase(),
  ) &&
  includes<string>(t.sensorStates, sensor.state) &&
  includes<string>(t.sensorUsages, sensor.usage) &&
  noneOr(t.tags, (tag) => sensor.tags.includes(tag));

const inAccounts = (t: Territory, accountId: string) =>
  t.selection.type === 'all-selected' || t.selection.accountIds.includes(accountId);

const hasSensorCriteria = (t: Territory) =>
  t.faultySensors ||
  t.sensorSerialNumbers.length > 0 ||
  t.sensorStates.length > 0 ||
  t.sensorUsages.length > 0 ||
  t.tags.length > 0;

const hasParcelCriteria = (t: Territory) =>
  t.postalZones.length > 0 || t.cropTypes.length > 0 || t.seedingTypes.length > 0 || t.risks.length > 0;

export const sensorInTerritory = (t: Territory, fleet: Fleet, sensor: OracleSensor, today: LocalDate): boolean => {
  if (!sensorOwn(t, sensor) || !inAccounts(t, sensor.accountId)) return false;
  if (t.linkedSensorsAndParcels && sensor.parcelId === null) return false;
  if (!hasParcelCriteria(t)) return true;
  const parcel = sensor.parcelId === null ? undefined : fleet.parcels.get(sensor.parcelId);
  if (parcel) return parcelOwn(t, parcel, today);
  // A sensor on no parcel has no zone, crop or level: only the `nc` risk keeps it.
  return (
    sensor.parcelId === null &&
    (t.risks.length === 0 || t.risks.includes('nc')) &&
    t.postalZones.length === 0 &&
    t.cropTypes.length === 0 &&
    t.seedingTypes.length === 0
  );
};

export const parcelInTerritory = (t: Territory, fleet: Fleet, parcel: OracleParcel, today: LocalDate): boolean => {
  const onIt = fleet.sensors.filter((sensor) => sensor.parcelId === parcel.id);
  return (
    parcelOwn(t, parcel, today) &&
    inAccounts(t, parcel.accountId) &&
    (!t.linkedSensorsAndParcels || onIt.length > 0) &&
    (!hasSensorCriteria(t) || onIt.some((sensor) => sensorOwn(t, sensor)))
  );
};
