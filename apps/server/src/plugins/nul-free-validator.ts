import { hasNulCharacter, NUL_CHARACTER } from '@console/domain/storage/storage-bounds';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Path = (string | number)[];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** Where a parsed payload holds a NUL character: each text, or object key, that has one. */
const nulCharacterPaths = (value: unknown, path: Path = []): Path[] => {
  if (typeof value === 'string') return hasNulCharacter(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulCharacterPaths(item, [...path, index]));
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    hasNulCharacter(key) ? [[...path, key]] : nulCharacterPaths(item, [...path, key]),
  );
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
