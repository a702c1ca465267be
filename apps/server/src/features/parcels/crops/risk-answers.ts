import { datedAnswersToStore, utcToday } from '@console/domain/risk/risk-answers';
import type { RiskAnswersInput } from '@console/domain/risk/risk.schema';
import { and, eq } from 'drizzle-orm';
import { now } from '../../../clock.ts';
import type { Session } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import { crops } from '../../../db/schema.ts';
import { refreshParcelRisks } from '../risk-service.ts';
import { requireEditableParcel } from '../service.ts';
import { getCrop } from './service.ts';

/**
 * Stores the answers to the risk questions for a crop, each dated the day it was given (decision 108), and assesses
 * the parcel again, so the list and the map show the new level at once. Answering turns the decision tree on for
 * that crop (decision 011).
 */
export const saveRiskAnswers = async (
  db: Database,
  session: Session,
  parcelId: string,
  cropId: string,
  answers: RiskAnswersInput,
): Promise<RiskAnswersInput> => {
  await requireEditableParcel(db, session, parcelId);
  await getCrop(db, session, parcelId, cropId);
  const where = and(eq(crops.id, cropId), eq(crops.parcelId, parcelId));
  await db.transaction(async (tx) => {
    // Locked, so two saves at once each date the answers against what the other stored.
    const [stored] = await tx.select({ riskAnswers: crops.riskAnswers }).from(crops).where(where).for('update');
    await tx
      .update(crops)
      .set({ riskAnswers: datedAnswersToStore(answers, stored?.riskAnswers ?? null, utcToday(now())) })
      .where(where);
  });
  await refreshParcelRisks(db, [parcelId]);
  return answers;
};
