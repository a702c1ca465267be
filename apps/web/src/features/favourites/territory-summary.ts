import type { Territory } from '@console/domain/favourite/favourite.schema';

/** What a territory covers, for the list's short summary: zones, accounts (null: all in scope), other criteria. */
export type TerritorySummary = { zones: number; accounts: number | null; criteria: number };

/** The advanced step's criteria that narrow the territory: an empty list or an unset switch narrows nothing. */
export const countAdvancedCriteria = (territory: Territory): number =>
  [
    territory.linkedSensorsAndParcels,
    territory.cropTypes.length > 0,
    territory.seedingTypes.length > 0,
    territory.risks.length > 0,
    territory.faultySensors,
    territory.sensorSerialNumbers.length > 0,
    territory.sensorStates.length > 0,
    territory.sensorUsages.length > 0,
    territory.tags.length > 0,
  ].filter(Boolean).length;

export const summarizeTerritory = (territory: Territory): TerritorySummary => ({
  zones: territory.postalZones.length,
  accounts: territory.selection.type === 'some-selected' ? territory.selection.accountIds.length : null,
  criteria: countAdvancedCriteria(territory),
});
