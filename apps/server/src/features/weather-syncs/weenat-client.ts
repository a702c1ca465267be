import type { WeenatCredentials } from '@console/domain/weather/weather-network.schema';
import { boundedHour, type HourRange } from '@console/domain/weather/station-sync';
import { z } from 'zod';
import {
  PartnerError,
  pacedFetch,
  PARTNER_REQUESTS,
  type PartnerRequestOptions,
  readPartnerJson,
} from './partner-requests.ts';
import type { StationNetworkClient } from './station-sync.ts';

/*
 * Weenat's API V3, as its public documentation shows it (decision 174): the account's API key in the Authorization
 * header; the devices it may read, paged by `limit` and `offset`; a device's measures per hour between two instants,
 * a week at a time.
 */

const DAYS_PER_REQUEST = 7;
const PAGE_SIZE = 100;

const devicesPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable().optional(),
  results: z.array(
    z.object({
      id: z.union([z.number(), z.string()]).transform(String),
      serial_number: z.string().min(1),
      name: z.string().nullable().optional(),
      location: z.tuple([z.number(), z.number()]).nullable().optional(),
    }),
  ),
});

/** A measure as Weenat sends it: a number, a number written as text, or nothing. */
const measure = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined || value === '' ? null : Number(value)));
const hoursSchema = z.array(z.object({ datetime: z.string(), T: measure, U: measure, RR: measure }));

export const createWeenatClient = (
  baseUrl: string,
  credentials: WeenatCredentials,
  options: PartnerRequestOptions = PARTNER_REQUESTS,
): StationNetworkClient => {
  const request = pacedFetch(options);
  const headers = { authorization: `Weenat-Api-Key ${credentials.apiKey}`, accept: 'application/json' };
  /** A sensor's link names the serial number printed on the station; Weenat's data is read by its id. */
  const idBySerial = new Map<string, string>();

  const listStations: StationNetworkClient['listStations'] = async () => {
    const stations = [];
    for (let offset = 0, count = 1; offset < count; offset += PAGE_SIZE) {
      const response = await request(`${baseUrl}/v3/devices/?limit=${PAGE_SIZE}&offset=${offset}`, { headers });
      const page = await readPartnerJson(response, devicesPageSchema, "Weenat's device list");
      count = page.count;
      for (const device of page.results) {
        idBySerial.set(device.serial_number, device.id);
        stations.push({
          externalIds: [device.serial_number],
          name: device.name || device.serial_number,
          lat: device.location?.[0] ?? null,
          long: device.location?.[1] ?? null,
          sharedBy: null,
        });
      }
    }
    return stations;
  };

  const fetchHours: StationNetworkClient['fetchHours'] = async (serial, range: HourRange) => {
    if (idBySerial.size === 0) await listStations();
    const id = idBySerial.get(serial);
    if (!id) throw new PartnerError('not-found', `Weenat station ${serial} is not among the account's devices`);
    const query = new URLSearchParams({
      timespan: 'hour',
      start: range.from.toISOString(),
      end: range.to.toISOString(),
    });
    const response = await request(`${baseUrl}/v3/data/devices/${encodeURIComponent(id)}/?${query}`, { headers });
    const hours = await readPartnerJson(response, hoursSchema, "Weenat's hourly data");
    return hours
      .filter((hour) => !Number.isNaN(Date.parse(hour.datetime)))
      .map((hour) =>
        boundedHour(new Date(hour.datetime), { temperature: hour.T, humidity: hour.U, rainfall: hour.RR }),
      );
  };

  return { network: 'weenat', maxHoursPerRequest: DAYS_PER_REQUEST * 24, listStations, fetchHours };
};
