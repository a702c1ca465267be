import type { CountryPack } from '@console/domain/country/country-pack';
import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app.ts';

export type PackState = { value: CountryPack; version: number; isDefault: boolean; changedBy: string | null };

const URL = '/back/settings/countries';

export const readCountryPack = async (app: FastifyInstance, token: string, country: string) =>
  (await app.inject({ url: `${URL}/${country}`, headers: bearer(token) })).json<PackState>();

/** Saves a country's pack as `token` (staff with Configuration) would from its page: the pack in force, edited. */
export const changeCountryPack = async (
  app: FastifyInstance,
  token: string,
  country: string,
  reason: string,
  edit: (pack: CountryPack) => void,
) => {
  const { value, version } = await readCountryPack(app, token, country);
  const pack = structuredClone(value);
  edit(pack);
  return app.inject({
    method: 'POST',
    url: `${URL}/${country}`,
    headers: bearer(token),
    payload: { version, reason, pack },
  });
};
