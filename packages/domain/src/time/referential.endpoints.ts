import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';

/** Lists the forms pick from that belong to no feature of their own. */
export const referentialEndpoints = defineEndpoints({
  /** The IANA time zones the runtime knows, for the profile's zone. */
  zoneIds: { method: 'GET', path: '/referentials/zone-ids', response: z.array(z.string()) },
});
