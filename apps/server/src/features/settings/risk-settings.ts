import type { RiskSettings } from '@console/domain/risk/risk-model';
import type { Database } from '../../db/client.ts';
import { readSetting } from '../../db/settings-store.ts';

/** The agronomists' thresholds; an installation that never saved any starts from the defaults. */
export const getRiskSettings = (db: Database): Promise<RiskSettings> => readSetting(db, 'risk');
