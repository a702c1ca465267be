import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { readSetting } from '../db/settings-store.ts';
import { users } from '../db/schema.ts';
import { changeGlobalSettings, changeSetting, resetSetting } from '../features/settings/service.ts';
import { countryPackKey } from '@console/domain/country/country-pack';
import { refreshRisksOfCountry } from '../features/parcels/service.ts';
import { insertStaffColleague } from './staff.ts';
import { addressIn, DEMO_COMMUNES } from './places.ts';

/**
 * A few versions in the settings' history, as a season of tuning leaves them: the staff admin renamed the product
 * for the season's launch and went back, named the alerts' sender, lengthened the sign-in lockout, showed British
 * farms their fields in acres, gave France's thresholds the surface of this season's traps (the parcels' history then says which weeks the earlier surface
 * rated), opened Australia's maps on its grain belt, and had faults that need a visit recalled weekly. Spread over the
 * last weeks, oldest first.
 */
export const seedDemoSettings = async (db: Database): Promise<void> => {
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@demo.test'));
  if (!staff) return;
  const product = await readSetting(db, 'product');
  const sessions = await readSetting(db, 'sessions');
  await changeGlobalSettings(db, staff.id, {
    reason: 'Season launch: the product name of the autumn campaign',
    changes: { product: { version: 0, value: { ...product, appTitle: `${product.appTitle} 2026` } } },
  });
  await resetSetting(db, staff.id, 'product', { version: 1, reason: 'Campaign over: back to the usual name' });
  await changeGlobalSettings(db, staff.id, {
    reason: 'Farmers asked who the slug alerts come from',
    changes: { mail: { version: 0, value: { ...(await readSetting(db, 'mail')), senderName: 'SlugWatch Alerts' } } },
  });
  await changeGlobalSettings(db, staff.id, {
    reason: 'Security review: a longer lockout after repeated failed sign-ins',
    changes: { sessions: { version: 0, value: { ...sessions, lockMinutes: 20 } } },
  });
  const britain = await readSetting(db, countryPackKey('UK'));
  await changeSetting(db, staff.id, countryPackKey('UK'), {
    version: 0,
    reason: 'British growers size their fields in acres; weather stays in °C and mm as the Met Office gives it',
    value: { ...britain, defaults: { ...britain.defaults, units: { ...britain.defaults.units, area: 'acre' } } },
  });
  const france = await readSetting(db, countryPackKey('FR'));
  await changeSetting(db, staff.id, countryPackKey('FR'), {
    version: 0,
    reason: 'The traps of this season count on plates of 0.16 m²',
    value: { ...france, riskThresholds: { ...france.riskThresholds, trapSurfaceM2: 0.16 } },
  });
  await refreshRisksOfCountry(db, 'FR');
  const australia = await readSetting(db, countryPackKey('AU'));
  await changeSetting(db, staff.id, countryPackKey('AU'), {
    version: 0,
    reason: 'Australian maps open on the southern grain belt, where the traps stand',
    value: {
      ...australia,
      defaults: { ...australia.defaults, mapView: { center: { lat: -34.5, long: 141 }, zoom: 5 } },
    },
  });
  const issueRules = await readSetting(db, 'issueRules');
  const weekly = (type: 'mode_vol' | 'renversement') => ({ ...issueRules[type], reminderDays: 7 });
  await changeSetting(db, staff.id, 'issueRules', {
    version: 0,
    reason: 'Stolen or tipped-over traps left as they are: remind the farm every week',
    value: { ...issueRules, mode_vol: weekly('mode_vol'), renversement: weekly('renversement') },
  });
  // Five days apart, the last five days ago; each setting's last change as its history says.
  await db.execute(sql`update setting_versions v set changed_at = now() - make_interval(days => 5 * n::int)
    from (select key, version, row_number() over (order by changed_at desc, key, version) as n
          from setting_versions) o
    where o.key = v.key and o.version = v.version`);
  await db.execute(sql`update settings s set updated_at = (select max(changed_at) from setting_versions v
    where v.key = s.key) where exists (select 1 from setting_versions v where v.key = s.key)`);
};

/**
 * A member of the manufacturer's staff who lives in Spain, whose console follows the Spanish pack (decision 163):
 * the decision tree shows to her only while Spain has it on.
 */
export const seedDemoCountryStaff = async (db: Database): Promise<void> => {
  await insertStaffColleague(db, {
    email: 'staff.es@demo.test',
    firstName: 'Lucía',
    lastName: 'García',
    phoneNumber: '+34612345678',
    postalAddress: addressIn('Calle Santiago 3', DEMO_COMMUNES.valladolid),
    language: 'es',
    zoneId: 'Europe/Madrid',
    favouriteOnboardingDone: true,
  });
};
