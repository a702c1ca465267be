import { describe, expect, it } from 'vitest';
import { cropInterventionInputSchema, cropInterventionSchema } from './crop-intervention.schema.ts';

const issues = (input: unknown) =>
  cropInterventionInputSchema.safeParse(input).error?.issues.map(({ path, message }) => ({ path, message })) ?? [];

describe('cropInterventionInputSchema', () => {
  it('accepts seeding and rolling with a date and an optional comment', () => {
    expect(cropInterventionInputSchema.parse({ type: 'seeding', date: '2026-09-15' })).toEqual({
      type: 'seeding',
      date: '2026-09-15',
    });
    expect(issues({ type: 'rolling', date: '2026-09-16', comment: 'après semis' })).toEqual([]);
  });

  it('requires the date', () => {
    expect(issues({ type: 'seeding' })).toEqual([{ path: ['date'], message: 'required' }]);
    expect(issues({ type: 'seeding', date: '' })).toEqual([{ path: ['date'], message: 'required' }]);
    expect(issues({ type: 'seeding', date: '2026-02-30' })).toEqual([{ path: ['date'], message: 'invalid-date' }]);
  });

  it('takes soil work from its fixed list', () => {
    expect(issues({ type: 'soil_work', date: '2026-09-01', soilWork: 'travail_profond' })).toEqual([]);
    expect(issues({ type: 'soil_work', date: '2026-09-01', soilWork: 'hersage' })).toMatchObject([
      { path: ['soilWork'] },
    ]);
    expect(issues({ type: 'soil_work', date: '2026-09-01' })).toMatchObject([{ path: ['soilWork'] }]);
  });

  it('requires a product and a positive dosage', () => {
    const product = { type: 'product', date: '2026-10-02', slugProduct: 'ironmax-pro' };
    expect(issues({ ...product, slugProductDosage: 0.01 })).toEqual([]);
    expect(issues({ ...product, slugProductDosage: 0 })).toEqual([
      { path: ['slugProductDosage'], message: 'crop.intervention.errors.dosage.positive' },
    ]);
    expect(issues({ ...product, slugProductDosage: -5 })).toEqual([
      { path: ['slugProductDosage'], message: 'crop.intervention.errors.dosage.positive' },
    ]);
    expect(issues({ ...product, slugProductDosage: undefined })).toEqual([
      { path: ['slugProductDosage'], message: 'required' },
    ]);
    expect(issues({ ...product, slugProduct: ' ', slugProductDosage: 5 })).toEqual([
      { path: ['slugProduct'], message: 'required' },
    ]);
  });

  it('rejects an unknown type', () => {
    expect(cropInterventionInputSchema.safeParse({ type: 'harvest', date: '2026-09-15' }).success).toBe(false);
  });
});

describe('cropInterventionSchema', () => {
  it('adds the ids on read and keeps the variant fields', () => {
    const read = {
      id: '0b4f8f9e-3c55-4c1c-9a8e-2f1f6f1b2c3d',
      cropId: '1c5a9f0e-4d66-4d2d-8b9f-3a2a7a2c3d4e',
      type: 'soil_work',
      date: '2026-09-01',
      soilWork: 'affinage',
    };
    expect(cropInterventionSchema.parse(read)).toEqual(read);
    expect(cropInterventionSchema.safeParse({ ...read, id: undefined }).success).toBe(false);
  });
});
