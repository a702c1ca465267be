import { COUNTRY_DEFAULTS } from '@console/domain/address/country-defaults';
import type { Country } from '@console/domain/address/postal-address.schema';
import {
  addLocalDays,
  campaignStart,
  proposePeriodEnd,
  todayIn,
} from '@console/domain/subscription/subscription-period';
import type { SubscriptionPlanInput } from '@console/domain/subscription/subscription-plan.schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { now as clockNow } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { refreshParcelRisks } from '../features/parcels/service.ts';
import {
  accounts,
  parcels,
  sensors,
  subscriptionEvents,
  subscriptionPlans,
  subscriptionSeats,
  subscriptions,
} from '../db/schema.ts';

const plan = (code: string, fr: string, en: string, de: string, es: string, rest: Partial<SubscriptionPlanInput>) => ({
  code,
  labels: { fr, en, de, es },
  countries: ['FR', 'DE', 'ES', 'UK'] as Country[],
  kind: 'campaign' as const,
  graceDays: 14,
  autoRenew: false,
  active: true,
  ...rest,
});

const DEMO_PLANS = [
  plan('LIMA-CAMPAGNE', 'Campagne LIMACAPT', 'LIMACAPT season', 'LIMACAPT-Saison', 'Campaña LIMACAPT', {}),
  plan('LIMA-12M', 'LIMACAPT 12 mois', 'LIMACAPT 12 months', 'LIMACAPT 12 Monate', 'LIMACAPT 12 meses', {
    kind: 'duration',
    durationMonths: 12,
    countries: ['FR', 'DE', 'ES', 'UK', 'AU'],
    autoRenew: true,
  }),
  plan(
    'LIMA-AU-SEASON',
    'Saison LIMACAPT Australie',
    'LIMACAPT Australian season',
    'LIMACAPT-Saison Australien',
    'Campaña LIMACAPT Australia',
    {
      countries: ['AU'],
    },
  ),
  plan('LIMA-PILOTE-2024', 'Pilote 2024', '2024 pilot', 'Pilot 2024', 'Piloto 2024', {
    kind: 'duration',
    durationMonths: 6,
    active: false,
  }),
];

/**
 * Where each holder's subscription stands today: a campaign runs through the current crop campaign; a period given in
 * days from today ends within 30 days, or is in its grace days.
 */
type DemoPeriod = { plan: string; days?: { startsIn: number; endsIn: number }; autoRenew?: boolean };
const DEMO_PERIODS: Record<string, DemoPeriod> = {
  'Ferme des Demo': { plan: 'LIMA-CAMPAGNE' },
  'Ferme du Nouveau': { plan: 'LIMA-CAMPAGNE' },
  'Hof Demo': { plan: 'LIMA-12M', days: { startsIn: -353, endsIn: 12 } },
  'Granja Demo': { plan: 'LIMA-12M', days: { startsIn: -370, endsIn: -5 } },
  'Demo Farm Ltd': { plan: 'LIMA-12M', days: { startsIn: -340, endsIn: 25 }, autoRenew: true },
  'Outback Demo Station': { plan: 'LIMA-AU-SEASON' },
  'Agri Distribution Demo': { plan: 'LIMA-12M', days: { startsIn: -30, endsIn: 334 } },
};

/** The parcel whose sensor runs under last year's pilot: a crop, counts, and the last of its farm's list. */
const LAPSED_PARCEL = 'Les Terres Rouges';

/**
 * The plans the manufacturer sells and a subscription for each demo holder covering its sold sensors, sold by its
 * provider. The sensor on the Ferme des Demo's Les Terres Rouges runs under last year's pilot, expired, so that parcel
 * shows what an expired subscription withholds.
 */
export const seedDemoSubscriptions = async (db: Database, now = clockNow()): Promise<void> => {
  const plans = await db
    .insert(subscriptionPlans)
    .values(DEMO_PLANS)
    .returning({ id: subscriptionPlans.id, code: subscriptionPlans.code });
  const planId = (code: string) => plans.find((row) => row.code === code)?.id ?? '';
  const holders = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      type: accounts.type,
      providerId: accounts.providerId,
      country: sql<Country | null>`${accounts.postalAddress}->>'country'`,
    })
    .from(accounts)
    .where(inArray(accounts.name, Object.keys(DEMO_PERIODS)));

  for (const holder of holders) {
    const period = DEMO_PERIODS[holder.name];
    if (!period) continue;
    const country = holder.country ?? 'FR';
    const zoneId = COUNTRY_DEFAULTS[country].zoneId;
    const today = todayIn(zoneId, now);
    const startsOn = period.days ? addLocalDays(today, period.days.startsIn) : campaignStart(today, country);
    const endsOn = period.days
      ? addLocalDays(today, period.days.endsIn)
      : proposePeriodEnd({ kind: 'campaign' }, startsOn, country);
    const sold = await db
      .select({ id: sensors.id, parcelLabel: parcels.label })
      .from(sensors)
      .leftJoin(parcels, eq(parcels.id, sensors.parcelId))
      .where(and(eq(sensors.accountId, holder.id), eq(sensors.usage, 'selling')))
      .orderBy(asc(sensors.serialNumber));
    // One sensor of the Ferme des Demo runs under the expired pilot instead.
    const lapsed = sold.find((sensor) => sensor.parcelLabel === LAPSED_PARCEL);
    const values = {
      accountId: holder.id,
      providerId: holder.type === 'farmer' ? holder.providerId : null,
      graceDays: 14,
      zoneId,
    };
    // Sold on its first day, covering its sensors from then.
    const sell = async (
      sale: typeof values &
        Pick<typeof subscriptions.$inferInsert, 'planId' | 'startsOn' | 'endsOn' | 'autoRenew' | 'externalRef'>,
      sensorIds: string[],
    ) => {
      const soldAt = new Date(`${sale.startsOn}T08:00:00Z`);
      const [row] = await db.insert(subscriptions).values(sale).returning({ id: subscriptions.id });
      if (!row) throw new Error(`demo subscription of ${holder.name} not created`);
      if (sensorIds.length > 0) {
        await db
          .insert(subscriptionSeats)
          .values(sensorIds.map((sensorId) => ({ subscriptionId: row.id, sensorId, addedAt: soldAt })));
      }
      await db.insert(subscriptionEvents).values({ subscriptionId: row.id, kind: 'created', at: soldAt });
    };
    await sell(
      {
        ...values,
        planId: planId(period.plan),
        startsOn,
        endsOn,
        autoRenew: period.autoRenew ?? false,
        externalRef: `ERP-${holder.name.replace(/\W/g, '').slice(0, 4).toUpperCase()}-${startsOn.slice(0, 4)}`,
      },
      sold.filter((sensor) => sensor !== lapsed).map((sensor) => sensor.id),
    );
    if (lapsed) {
      const pilot = { startsOn: addLocalDays(today, -400), endsOn: addLocalDays(today, -217) };
      await sell({ ...values, ...pilot, planId: planId('LIMA-PILOTE-2024'), autoRenew: false, externalRef: null }, [
        lapsed.id,
      ]);
    }
  }
  // The parcels were assessed before any subscription existed: now only the lapsed one's risk is withheld.
  await refreshParcelRisks(db);
};
