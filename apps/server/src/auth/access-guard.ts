import type { FastifyRequest } from 'fastify';

/**
 * A route's check of the caller's rights, declared as the route's `onRequest` hook: it runs after authentication
 * and before the body is read or validated, so a caller without the right gets 403 whatever they send, and learns
 * nothing of the payload's schema. The API contract documents a 403 for every route that declares one.
 */
export type AccessGuard = (request: FastifyRequest) => Promise<void>;

const guards = new WeakSet<AccessGuard>();

export const accessGuard = (check: (request: FastifyRequest) => void | Promise<void>): AccessGuard => {
  const guard: AccessGuard = async (request) => check(request);
  guards.add(guard);
  return guard;
};

export const isAccessGuard = (hook: unknown): boolean => typeof hook === 'function' && guards.has(hook as AccessGuard);
