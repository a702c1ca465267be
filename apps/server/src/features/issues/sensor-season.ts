import type { Country } from '@console/domain/address/postal-address.schema';
import { hemisphereOf } from '@console/domain/country/country-pack';
import type { Hemisphere, IssueRules } from '@console/domain/issue/issue-rule-settings';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { getCountryPack } from '../settings/service.ts';

/** Whether any type is muted some month: only then does a sensor's hemisphere change what opens. */
export const mutesAnyMonth = (rules: IssueRules) => Object.values(rules).some((rule) => rule.mutedMonths.length > 0);

/**
 * The hemisphere whose season a sensor's muted months follow (decision 167): its account's country's, by that
 * country's pack. Read only when some month is muted, so an ingestion under unmuted rules reads nothing more.
 */
export const sensorHemisphere = async (db: Database, rules: IssueRules, accountId: string): Promise<Hemisphere> => {
  if (!mutesAnyMonth(rules)) return 'north';
  const [account] = await db
    .select({ country: sql<Country | null>`${accounts.postalAddress}->>'country'` })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account?.country ? hemisphereOf(await getCountryPack(db, account.country)) : 'north';
};
