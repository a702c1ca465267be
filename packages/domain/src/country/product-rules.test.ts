import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_PACKS } from './country-pack.ts';
import { productRefusal, productRulesSchema, productStanding, substanceRefusal } from './product-rules.ts';

const metaldehyde = { slug: 'metarex-inov', activeIngredient: 'metaldehyde' } as const;
const ferric = { slug: 'ironmax-pro', activeIngredient: 'ferric_phosphate' } as const;
const uk = DEFAULT_COUNTRY_PACKS.UK.productRules;
const fr = DEFAULT_COUNTRY_PACKS.FR.productRules;

describe('productRefusal', () => {
  it('lets metaldehyde be applied in the UK up to its last day of use, and refuses it from the next', () => {
    expect(productRefusal(uk, metaldehyde, '2021-06-01')).toBeUndefined();
    expect(productRefusal(uk, metaldehyde, '2022-03-31')).toBeUndefined();
    expect(productRefusal(uk, metaldehyde, '2022-04-01')).toEqual({
      rule: 'substance-ended',
      activeIngredient: 'metaldehyde',
      since: '2022-04-01',
    });
    expect(productRefusal(uk, ferric, '2026-10-01')).toBeUndefined();
  });

  it('keeps a product to its own authorisation, and ends its use with its withdrawal when no later day is given', () => {
    expect(productRefusal(fr, ferric, '2016-02-29')).toEqual({ rule: 'product-not-yet', from: '2016-03-01' });
    expect(productRefusal(fr, ferric, '2016-03-01')).toBeUndefined();
    const withdrawn = {
      ...fr,
      products: fr.products.map((rule) => ({ ...rule, withdrawnOn: '2025-12-31', lastUseOn: null })),
    };
    expect(productRefusal(withdrawn, ferric, '2025-12-31')).toBeUndefined();
    expect(productRefusal(withdrawn, ferric, '2026-01-01')).toEqual({ rule: 'product-ended', since: '2026-01-01' });
  });
});

describe('substanceRefusal', () => {
  it('ends a substance for every product of it, whatever their own rules say', () => {
    expect(substanceRefusal(uk, 'metaldehyde', '2022-03-31')).toBeUndefined();
    expect(substanceRefusal(uk, 'metaldehyde', '2022-04-01')).toEqual({
      rule: 'substance-ended',
      activeIngredient: 'metaldehyde',
      since: '2022-04-01',
    });
    // Ironmax Pro's own authorisation starts in 2016; its substance has no end in France.
    expect(substanceRefusal(fr, 'ferric_phosphate', '2010-01-01')).toBeUndefined();
  });
});

describe('productStanding', () => {
  it('gives a Spanish farmer the register number of the product being recorded', () => {
    const spain = DEFAULT_COUNTRY_PACKS.ES.productRules;
    expect(productStanding(spain, ferric, '2026-10-01')).toEqual({
      withdrawnSince: null,
      authorisationNumber: 'ES-01169',
      conditions: [],
    });
    expect(productRulesSchema.safeParse(spain).success).toBe(true);
  });

  it('says since when a product is withdrawn, with the conditions of its substance and its own', () => {
    expect(productStanding(uk, metaldehyde, '2026-12-04')).toMatchObject({
      withdrawnSince: '2021-04-01',
      conditions: [expect.stringContaining('Outdoor use banned')],
    });
    expect(productStanding(uk, metaldehyde, '2021-03-31').withdrawnSince).toBeNull();
    expect(productStanding(fr, ferric, '2026-12-04')).toEqual({
      withdrawnSince: null,
      authorisationNumber: null,
      conditions: ['Produit de biocontrôle, utilisable en agriculture biologique.'],
    });
  });
});

describe('productRulesSchema', () => {
  it('refuses a use ending before the withdrawal, and a substance or product ruled twice', () => {
    const rule = { activeIngredient: 'metaldehyde', authorisedFrom: null, conditions: '' };
    const result = productRulesSchema.safeParse({
      substances: [
        { ...rule, withdrawnOn: '2021-03-31', lastUseOn: '2020-03-31' },
        { ...rule, withdrawnOn: null, lastUseOn: null },
      ],
      products: [],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['substances.0.lastUseOn', 'country-packs.errors.dates-order'],
      ['substances.1', 'country-packs.errors.substance-repeated'],
    ]);
  });
});
