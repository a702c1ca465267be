import type { Country } from '@console/domain/address/postal-address.schema';
import {
  EVERYTHING,
  FAVOURITE_MAX_POSTAL_ZONES,
  type PostalZone,
  type TerritoryProposal,
} from '@console/domain/favourite/favourite.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { countParcelsByPostcode, selectAccountAddress } from './queries.ts';
import { getCoverage } from './service.ts';

/** The share of the caller's parcels the proposed zones hold at least. */
const PROPOSAL_SHARE = 0.95;

/**
 * The start of a postcode that makes a zone the size of a French département, per country (decision 125): the
 * département, the German Leitregion, the Spanish province, an Australian postal district, a British postcode area.
 */
const ZONE_PATTERNS: Record<Country, RegExp> = {
  FR: /^\d{2}/,
  DE: /^\d{2}/,
  ES: /^\d{2}/,
  AU: /^\d{3}/,
  UK: /^[A-Z]{1,2}/,
};

/** The zone a postcode is in, written as the territory's zones are (capitals, no spaces); null if it has none. */
export const postalZoneOf = (country: Country, postalCode: string): PostalZone | null => {
  const value = ZONE_PATTERNS[country]?.exec(postalCode.replace(/\s+/g, '').toUpperCase())?.[0];
  return value ? { value, country } : null;
};

type ZoneCount = { zone: PostalZone; parcels: number };

/**
 * The fewest zones, largest first, that together hold the share of the parcels (a tie goes to the zone written
 * first, for the same proposal every time), within what a favourite may hold.
 */
export const chooseZones = (postcodes: { country: Country; postalCode: string; parcels: number }[]): PostalZone[] => {
  const byZone = new Map<string, ZoneCount>();
  let total = 0;
  for (const { country, postalCode, parcels } of postcodes) {
    total += parcels;
    const zone = postalZoneOf(country, postalCode);
    if (!zone) continue;
    const key = `${zone.country} ${zone.value}`;
    const counted = byZone.get(key) ?? { zone, parcels: 0 };
    byZone.set(key, { zone, parcels: counted.parcels + parcels });
  }
  const largestFirst = [...byZone.values()].sort(
    (a, b) =>
      b.parcels - a.parcels ||
      (a.zone.country ?? '').localeCompare(b.zone.country ?? '') ||
      a.zone.value.localeCompare(b.zone.value),
  );
  const chosen: PostalZone[] = [];
  let held = 0;
  for (const { zone, parcels } of largestFirst) {
    if (held >= PROPOSAL_SHARE * total || chosen.length === FAVOURITE_MAX_POSTAL_ZONES) break;
    chosen.push(zone);
    held += parcels;
  }
  return chosen;
};

/**
 * Onboarding's proposed territory: the zones holding most of the caller's parcels; without any parcel, the zone of
 * the caller's account's address, where its fields are likely to be.
 */
export const proposeTerritory = async (db: Database, session: Session): Promise<TerritoryProposal> => {
  let postalZones = chooseZones(await countParcelsByPostcode(db, session));
  if (postalZones.length === 0) {
    const address = await selectAccountAddress(db, session.accountId);
    const zone = address && postalZoneOf(address.country, address.postalCode);
    postalZones = zone ? [zone] : [];
  }
  return { postalZones, coverage: await getCoverage(db, session, { ...EVERYTHING, postalZones }) };
};
