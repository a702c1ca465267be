import { hasNulCharacter, NUL_CHARACTER } from '@console/domain/storage/storage-bounds';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Path = (string | number)[];

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Where a parsed payload holds a NUL character: each text, or object key, that has one. Every device batch passes
 * here, so the walk shares one path and copies it only for a finding.
 */
const nulCharacterPaths = (value: unknown): Path[] => {
  const found: Path[] = [];
  const path: Path = [];
  const visit = (item: unknown, key: string | number) => {
    path.push(key);
    if (typeof key === 'string' && hasNulCharacter(key)) found.push([...path]);
    else visitValue(item);
    path.pop();
  };
  const visitValue = (item: unknown) => {
    if (typeof item === 'string') {
      if (hasNulCharacter(item)) found.push([...path]);
    } else if (Array.isArray(item)) {
      item.forEach(visit);
    } else if (isPlainObject(item)) {
      for (const [key, entry] of Object.entries(item)) visit(entry, key);
    }
  };
  visitValue(value);
  return found;
};

/**
 * The zod validator of fastify-type-provider-zod, refusing any text with a NUL character once the schema passed:
 * PostgreSQL's `text` and `jsonb` cannot store it, and checking every parsed body, query and params here covers
 * each of their texts, fields added later included, with the field's path (decision 082).
 */
export const nulFreeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, ...route }) =>
  validatorCompiler({
    ...route,
    schema: schema.superRefine((value, context) => {
      for (const path of nulCharacterPaths(value)) context.addIssue({ code: 'custom', path, message: NUL_CHARACTER });
    }),
  });
