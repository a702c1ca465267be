import { defaultRights, type Rights } from '@console/domain/access/rights';
import type { AccountType } from '@console/domain/account/account-type';
import type { Language } from '@console/domain/i18n/languages';
import type { RoleLabels } from '@console/domain/role/role.schema';
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hash.ts';
import type { Database } from '../db/client.ts';
import { accounts, roles, termsAcceptances, termsOfService, users } from '../db/schema.ts';
import { addressIn, addressOf, DEMO_COMMUNES } from './places.ts';
import { buildTermsPdf } from './terms-document.ts';

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_SIGN_INS = [
  { email: 'staff@demo.test', description: 'manufacturer staff, admin' },
  { email: 'provider@demo.test', description: 'provider "Agri Distribution Demo", admin' },
  { email: 'provider-new@demo.test', description: 'provider, favourites onboarding not yet done' },
  { email: 'farmer@demo.test', description: 'farmer "Ferme des Demo", admin' },
  { email: 'newcomer@demo.test', description: 'farmer, terms of service not yet accepted' },
  { email: 'staff.es@demo.test', description: 'manufacturer staff living in Spain (the Spanish country pack)' },
  { email: 'staff-mfa@demo.test', description: 'manufacturer staff signing in in two steps (see the README)' },
] as const;

const readOnly = (accountType: AccountType): Rights =>
  Object.fromEntries(
    Object.entries(defaultRights(accountType)).map(([key, right]) => [
      key,
      right === 'full-access' ? 'read-only' : right,
    ]),
  ) as Rights;

/** The demo's two roles of each account type, named in the four interface languages. */
const ADMINISTRATOR_LABELS = {
  labelFr: 'Administrateur',
  labelEn: 'Administrator',
  labelDe: 'Administrator',
  labelEs: 'Administrador',
} satisfies RoleLabels;
const READER_LABELS = {
  labelFr: 'Consultation',
  labelEn: 'Read-only',
  labelDe: 'Nur lesen',
  labelEs: 'Solo lectura',
} satisfies RoleLabels;

export const isDatabaseEmpty = async (db: Database): Promise<boolean> => {
  const [row] = await db.select({ n: count() }).from(accounts);
  return (row?.n ?? 0) === 0;
};

/** The demo data set: one account of each kind, their roles and users, and published terms of service and rent terms. */
export const seedDemo = async (db: Database): Promise<void> => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [manufacturer, provider] = await tx
      .insert(accounts)
      .values([
        { type: 'desangosse', name: 'De Sangosse', postalAddress: addressOf('De Sangosse') },
        {
          type: 'provider',
          name: 'Agri Distribution Demo',
          siret: '73282932000074',
          postalAddress: addressOf('Agri Distribution Demo'),
        },
      ])
      .returning({ id: accounts.id });
    if (!manufacturer || !provider) throw new Error('demo accounts were not created');
    const [farm, newcomerFarm] = await tx
      .insert(accounts)
      .values([
        {
          type: 'farmer',
          name: 'Ferme des Demo',
          providerId: provider.id,
          postalAddress: addressOf('Ferme des Demo'),
        },
        {
          type: 'farmer',
          name: 'Ferme du Nouveau',
          providerId: provider.id,
          postalAddress: addressOf('Ferme du Nouveau'),
        },
      ])
      .returning({ id: accounts.id });
    if (!farm || !newcomerFarm) throw new Error('demo farms were not created');

    const roleRows = await tx
      .insert(roles)
      .values(
        (['desangosse', 'provider', 'farmer'] as const).flatMap((accountType) => [
          { accountType, ...ADMINISTRATOR_LABELS, rights: defaultRights(accountType), isAdmin: true },
          { accountType, ...READER_LABELS, rights: readOnly(accountType), isAdmin: false },
        ]),
      )
      .returning({ id: roles.id, accountType: roles.accountType, isAdmin: roles.isAdmin });
    const adminRole = (accountType: AccountType) => {
      const role = roleRows.find((row) => row.accountType === accountType && row.isAdmin);
      if (!role) throw new Error(`no admin role for ${accountType}`);
      return role.id;
    };

    const person = (
      email: string,
      accountId: string,
      accountType: AccountType,
      names: [string, string],
      language: Language,
    ) => ({
      email,
      accountId,
      roleId: adminRole(accountType),
      passwordHash,
      state: 'activated' as const,
      firstName: names[0],
      lastName: names[1],
      phoneNumber: '+33612345678',
      postalAddress: addressIn('1 place de la Mairie', DEMO_COMMUNES.agen),
      language,
      zoneId: 'Europe/Paris',
      favouriteOnboardingDone: true,
    });
    const demoUsers = await tx
      .insert(users)
      .values([
        person('staff@demo.test', manufacturer.id, 'desangosse', ['Claire', 'Martin'], 'en'),
        person('provider@demo.test', provider.id, 'provider', ['Paul', 'Durand'], 'en'),
        person('farmer@demo.test', farm.id, 'farmer', ['Jeanne', 'Moreau'], 'fr'),
        {
          ...person('newcomer@demo.test', newcomerFarm.id, 'farmer', ['Noé', 'Petit'], 'en'),
          favouriteOnboardingDone: false,
        },
      ])
      .returning({ id: users.id, email: users.email });

    const [terms] = await tx
      .insert(termsOfService)
      .values({
        version: '2026-01',
        fileName: 'terms-of-service-2026-01.pdf',
        document: buildTermsPdf('Terms of service - version 2026-01', [
          'Demo terms of service of the slug-trap monitoring console.',
          'Sensor data stays the property of the account that owns the parcel.',
        ]),
      })
      .returning({ id: termsOfService.id });
    if (!terms) throw new Error('demo terms were not created');
    await tx.insert(termsOfService).values({
      kind: 'rent',
      version: '2026-01',
      fileName: 'rent-terms-2026-01.pdf',
      document: buildTermsPdf('Rent terms - version 2026-01', [
        'Demo terms of the rental of slug-trap sensors.',
        'The lessee keeps the sensors in its care from handover to return.',
      ]),
    });
    await tx
      .insert(termsAcceptances)
      .values(
        demoUsers
          .filter((user) => user.email !== 'newcomer@demo.test')
          .map((user) => ({ userId: user.id, termsId: terms.id })),
      );
  });
};
