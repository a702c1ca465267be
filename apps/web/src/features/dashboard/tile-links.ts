import type { TileLink } from '@console/domain/dashboard/dashboard.schema';
import { issueEndpoints } from '@console/domain/issue/issue.endpoints';
import { toCamelCase } from '@console/domain/list/query-case';
import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { rentContractEndpoints } from '@console/domain/rent-contract/rent-contract.endpoints';
import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import { ticketEndpoints } from '@console/domain/support/ticket.endpoints';
import type { Query } from '../../api/query-string';

/**
 * The console's list screen of each API list a tile links to. Rent contracts are listed under each account only: their
 * tile's rows are read through its export.
 */
const SCREENS: Record<string, string> = {
  '/parcels': '/parcels/list',
  '/sensors': '/sensors',
  '/issues': '/issues',
  '/support/tickets': '/support/tickets',
};

/** The list exports: a tile's rows are its list's rows under its filters. */
export const EXPORTS = {
  '/parcels': parcelEndpoints.export,
  '/sensors': sensorEndpoints.export,
  '/issues': issueEndpoints.export,
  '/rent-contracts': rentContractEndpoints.export,
  '/support/tickets': ticketEndpoints.export,
} as const;

/** The link's filters with the app's names, as the list screens and the API client take them. */
export const queryOf = (link: TileLink): Query =>
  Object.fromEntries(Object.entries(link.query).map(([name, value]) => [toCamelCase(name), value]));

/** The list screen that shows a tile's rows, filtered as the tile counts them, if the console has one. */
export const screenOf = (link: TileLink): string | undefined => {
  const screen = SCREENS[link.path];
  if (!screen) return undefined;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(queryOf(link))) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  const search = params.toString();
  return `${screen}${search ? `?${search}` : ''}`;
};
