import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hash.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { acceptCurrentTerms } from '../features/terms/service.ts';
import { DEMO_PASSWORD } from './seed.ts';

type Colleague = Omit<typeof users.$inferInsert, 'accountId' | 'roleId' | 'passwordHash' | 'state'>;

/** A colleague of the demo's staff admin: the same account and role, the demo password, the terms accepted. */
export const insertStaffColleague = async (db: Database, colleague: Colleague): Promise<string | undefined> => {
  const [staff] = await db
    .select({ accountId: users.accountId, roleId: users.roleId })
    .from(users)
    .where(eq(users.email, 'staff@demo.test'));
  if (!staff) return undefined;
  const [user] = await db
    .insert(users)
    .values({ ...staff, ...colleague, passwordHash: await hashPassword(DEMO_PASSWORD), state: 'activated' })
    .returning({ id: users.id });
  if (user) await acceptCurrentTerms(db, user.id);
  return user?.id;
};
