import { EVERYTHING, type Territory } from '@console/domain/favourite/favourite.schema';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hash.ts';
import type { Database } from '../db/client.ts';
import { accounts, favourites, roles, users } from '../db/schema.ts';
import { acceptCurrentTerms } from '../features/terms/service.ts';
import { addressIn, DEMO_COMMUNES } from './places.ts';
import { DEMO_PASSWORD } from './seed.ts';

type DemoFavourite = {
  name: string;
  isFavourite?: boolean;
  isWatched?: boolean;
  territory: Partial<Omit<Territory, 'selection'>>;
};

const french = (...zones: string[]) => zones.map((value) => ({ value, country: 'FR' as const }));

/** The account selection is stored as ids: every demo favourite reaches all the user's accounts. */
const { selection: _allAccounts, ...NO_CONSTRAINT } = EVERYTHING;

/**
 * Two favourites for each of the demo's staff and provider users, the first starred: the staff's western
 * départements and its faulty sensors, the provider's two départements where its farms' fields are and their rapeseed
 * at risk.
 */
const DEMO_FAVOURITES: Record<string, DemoFavourite[]> = {
  'staff@demo.test': [
    {
      name: 'France — West',
      isFavourite: true,
      territory: { postalZones: french('17', '24', '33', '40', '44', '47', '49', '64', '79', '85', '86') },
    },
    { name: 'Faulty sensors', isWatched: true, territory: { faultySensors: true } },
  ],
  'provider@demo.test': [
    { name: 'Lot-et-Garonne & Tarn-et-Garonne', isFavourite: true, territory: { postalZones: french('47', '82') } },
    { name: 'Rapeseed at risk', isWatched: true, territory: { cropTypes: ['colza'], risks: ['medium', 'high'] } },
  ],
};

const userIdOf = async (db: Database, email: string) => {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`demo user ${email} is missing`);
  return user.id;
};

/**
 * The demo's favourites, and a second provider user who has not been through the favourites onboarding yet, to show
 * it (the other demo users have). Kept out of `seedDemo`, the tests' cast, whose provider has one user.
 */
export const seedDemoFavourites = async (db: Database): Promise<void> => {
  for (const [email, saved] of Object.entries(DEMO_FAVOURITES)) {
    const userId = await userIdOf(db, email);
    await db.insert(favourites).values(
      saved.map(({ name, isFavourite = false, isWatched = false, territory }) => ({
        ...NO_CONSTRAINT,
        ...territory,
        userId,
        name,
        isFavourite,
        accountIds: null,
        watchedSince: isWatched ? sql`now()` : null,
      })),
    );
  }

  const [provider] = await db
    .select({ accountId: accounts.id, roleId: roles.id })
    .from(accounts)
    .innerJoin(roles, and(eq(roles.accountType, accounts.type), eq(roles.isAdmin, true)))
    .where(eq(accounts.name, 'Agri Distribution Demo'));
  if (!provider) throw new Error('the demo provider or its admin role is missing');
  const [newcomer] = await db
    .insert(users)
    .values({
      email: 'provider-new@demo.test',
      ...provider,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      state: 'activated',
      firstName: 'Lucie',
      lastName: 'Bernard',
      phoneNumber: '+33612345678',
      postalAddress: addressIn('12 avenue des Silos', DEMO_COMMUNES.toulouse),
      language: 'en',
      zoneId: 'Europe/Paris',
      favouriteOnboardingDone: false,
    })
    .returning({ id: users.id });
  if (!newcomer) throw new Error('the demo provider’s new user was not created');
  await acceptCurrentTerms(db, newcomer.id);
};
