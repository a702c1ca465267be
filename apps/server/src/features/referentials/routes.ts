import { referentialEndpoints } from '@console/domain/time/referential.endpoints';
import { listZoneIds } from '@console/domain/time/zone-ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoint-route.ts';
import { COUNTRIES, type Country } from '@console/domain/address/postal-address.schema';
import type { Language } from '@console/domain/i18n/languages';
import type { Database } from '../../db/client.ts';
import { getCountryPacks } from '../settings/service.ts';

export const referentialRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['referentials'];
    route(app, referentialEndpoints.zoneIds, { tags }, () => listZoneIds());
    route(app, referentialEndpoints.countryDefaults, { tags }, async () => {
      const packs = await getCountryPacks(db);
      return Object.fromEntries(
        COUNTRIES.map((country) => [
          country,
          { language: packs[country].defaults.language, zoneId: packs[country].defaults.zoneId },
        ]),
      ) as Record<Country, { language: Language; zoneId: string }>;
    });
  };
