import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { serverSecrets } from './schema.ts';

/**
 * A signing secret's bytes: `configured` when the settings give one, else a random one generated once under `name`
 * and kept in the database, so that every server process signs with the same.
 */
export const loadServerSecret = async (
  db: Database,
  name: string,
  configured: string | undefined,
): Promise<Uint8Array> => {
  if (configured) return new TextEncoder().encode(configured);
  const generated = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
  await db.insert(serverSecrets).values({ name, value: generated }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`the ${name} secret could not be stored`);
  return new TextEncoder().encode(row.value);
};
