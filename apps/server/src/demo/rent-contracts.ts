import { COUNTRY_DEFAULTS } from '@console/domain/address/country-defaults';
import { addLocalDays, todayIn } from '@console/domain/subscription/subscription-period';
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { now as clockNow } from '../clock.ts';
import type { Database } from '../db/client.ts';
import {
  accounts,
  rentContractEvents,
  rentContractLines,
  rentContracts,
  sensors,
  termsOfService,
  users,
} from '../db/schema.ts';
import { nextContractNumber, raiseContractToValidate } from '../features/rent-contracts/service.ts';

const DAY_MS = 86_400_000;

type DemoContract = {
  lessorId: string;
  lesseeId: string;
  sensorIds: string[];
  startsIn: number;
  returnsIn: number;
  state: 'validated' | 'pending_validation';
};

/**
 * The demo's rent contracts (issue 21): the manufacturer rents its distributor the sensors for rent it holds and the
 * ones it rents on to the Ferme des Demo; the distributor rents the farm its sensors for rent, a contract ending
 * within ten days; and it has sent the farm a second one, for one more sensor, that waits for the farmer. Its other
 * free sensors for rent stay in stock: the spares its support desk replaces a faulty rented trap with.
 */
export const seedDemoRentContracts = async (db: Database, now = clockNow()): Promise<void> => {
  const named = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(inArray(accounts.name, ['De Sangosse', 'Agri Distribution Demo', 'Ferme des Demo']));
  const idOf = (name: string) => named.find((account) => account.name === name)?.id ?? '';
  const [manufacturer, provider, farm] = ['De Sangosse', 'Agri Distribution Demo', 'Ferme des Demo'].map(idOf);
  if (!manufacturer || !provider || !farm) return;
  const forRent = (accountId: string, placed?: boolean) =>
    db
      .select({ id: sensors.id })
      .from(sensors)
      .where(
        and(
          eq(sensors.accountId, accountId),
          eq(sensors.usage, 'renting'),
          placed === undefined ? undefined : placed ? isNotNull(sensors.parcelId) : isNull(sensors.parcelId),
        ),
      )
      .orderBy(asc(sensors.serialNumber));
  const farmSensors = (await forRent(farm)).map((row) => row.id);
  const providerFree = (await forRent(provider, false)).map((row) => row.id);
  const providerSensors = (await forRent(provider)).map((row) => row.id);
  const [farmer] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.email, 'farmer@demo.test'));
  // The validated contracts accepted the demo's rent terms.
  const [rentTerms] = await db
    .select({ id: termsOfService.id })
    .from(termsOfService)
    .where(eq(termsOfService.kind, 'rent'))
    .orderBy(desc(termsOfService.publishedAt))
    .limit(1);
  const today = todayIn(COUNTRY_DEFAULTS.FR.zoneId, now);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const contracts: DemoContract[] = [
    {
      lessorId: manufacturer,
      lesseeId: provider,
      sensorIds: [...providerSensors, ...farmSensors],
      startsIn: -90,
      returnsIn: 240,
      state: 'validated',
    },
    { lessorId: provider, lesseeId: farm, sensorIds: farmSensors, startsIn: -60, returnsIn: 10, state: 'validated' },
    {
      lessorId: provider,
      lesseeId: farm,
      sensorIds: providerFree.slice(0, 1),
      startsIn: 3,
      returnsIn: 150,
      state: 'pending_validation',
    },
  ];
  for (const contract of contracts) {
    if (contract.sensorIds.length === 0) continue;
    const validated = contract.state === 'validated';
    const startsOn = addLocalDays(today, contract.startsIn);
    const [row] = await db
      .insert(rentContracts)
      .values({
        number: nextContractNumber,
        lessorAccountId: contract.lessorId,
        lesseeAccountId: contract.lesseeId,
        startsOn,
        plannedReturnOn: addLocalDays(today, contract.returnsIn),
        zoneId: COUNTRY_DEFAULTS.FR.zoneId,
        state: contract.state,
        externalRef: `ERP-LOC-${startsOn.slice(0, 4)}-${contracts.indexOf(contract) + 1}`,
        sentAt: validated ? daysAgo(-contract.startsIn + 2) : daysAgo(1),
        ...(validated
          ? {
              validatedAt: daysAgo(-contract.startsIn + 1),
              validatedBy: contract.lesseeId === farm ? (farmer?.id ?? null) : null,
              validatedByName:
                contract.lesseeId === farm && farmer ? `${farmer.firstName} ${farmer.lastName}` : 'Agri Distribution',
              installedAt: daysAgo(-contract.startsIn),
              termsId: rentTerms?.id ?? null,
            }
          : {}),
      })
      .returning({ id: rentContracts.id });
    if (!row) throw new Error('demo rent contract not created');
    await db.insert(rentContractLines).values(
      contract.sensorIds.map((sensorId) => ({
        contractId: row.id,
        sensorId,
        lessorAccountId: contract.lessorId,
        handedOverOn: validated ? startsOn : null,
      })),
    );
    await db
      .insert(rentContractEvents)
      .values([
        { contractId: row.id, kind: 'created' as const, at: daysAgo(-contract.startsIn + 3) },
        { contractId: row.id, kind: 'sent' as const, at: validated ? daysAgo(-contract.startsIn + 2) : daysAgo(1) },
        ...(validated ? [{ contractId: row.id, kind: 'validated' as const, at: daysAgo(-contract.startsIn + 1) }] : []),
      ]);
    if (!validated) await raiseContractToValidate(db, row.id);
  }
};
