import { EVERYTHING } from '@console/domain/favourite/favourite.schema';
import { describe, expect, it } from 'vitest';
import { summarizeTerritory } from './territory-summary';

const ACCOUNT = '6f1c2b8e-3a5d-4c7e-9b1a-2d3e4f5a6b7c';

describe('a territory summary', () => {
  it('says everything narrows nothing', () => {
    expect(summarizeTerritory(EVERYTHING)).toEqual({ zones: 0, accounts: null, criteria: 0 });
  });

  it('counts the zones, the accounts chosen and each advanced criterion that narrows', () => {
    expect(
      summarizeTerritory({
        ...EVERYTHING,
        postalZones: [{ value: '47' }, { value: 'SW1', country: 'UK' }],
        selection: { type: 'some-selected', accountIds: [ACCOUNT] },
        linkedSensorsAndParcels: true,
        cropTypes: ['colza', 'mais'],
        risks: ['nc'],
        faultySensors: false,
        tags: ['nord'],
      }),
    ).toEqual({ zones: 2, accounts: 1, criteria: 4 });
  });
});
