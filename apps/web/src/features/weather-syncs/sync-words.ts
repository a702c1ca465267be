import type { SyncError } from '@console/domain/weather/weather-sync.schema';
import type { TFunction } from 'i18next';

/** A sync error in plain words, with the network's own answer after it. */
export const describeSyncError = (t: TFunction, error: SyncError) =>
  `${t(`weather-syncs.errors.${error.code}`)}${error.externalId ? ` (${error.externalId})` : ''}`;
