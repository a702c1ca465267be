import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/back/example', httpStatus: '200' });

describe('the response serializer', () => {
  const schema = z.object({
    id: z.uuid(),
    label: z.string(),
    comment: z.string().optional(),
    lastContactAt: z.iso.datetime().nullable(),
    tags: z.array(z.string()),
  });
  const item = { id: '9a8d6a0e-6c1f-4c53-9a53-0d2b1c0e7f11', label: 'Le Clos', lastContactAt: null, tags: ['a'] };

  it('writes the declared properties and leaves out whatever else the service read', () => {
    const written = serializerOf(schema)({ ...item, deviceSecretHash: 'not for the client' });
    expect(JSON.parse(written)).toEqual(item);
  });

  it('writes a nullable property either way', () => {
    const seen = { ...item, lastContactAt: '2026-11-23T06:00:00.000Z' };
    expect(JSON.parse(serializerOf(schema)(seen))).toEqual(seen);
    expect(JSON.parse(serializerOf(schema)(item))).toEqual(item);
  });

  it('refuses an answer without a required property instead of sending it incomplete', () => {
    const { label: _label, ...withoutLabel } = item;
    expect(() => serializerOf(schema)(withoutLabel)).toThrow(/label/);
  });
});
