import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

// A hash of a random string, verified against when the address is unknown so both cases take as long.
let decoyHash: Promise<string> | undefined;

export const verifyPassword = async (passwordHash: string | null, password: string): Promise<boolean> => {
  if (passwordHash === null) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
};
