import { cropEndpoints } from '@console/domain/crop/crop.endpoints';
import { riskAnswersInputSchema } from '@console/domain/risk/risk.schema';
import type { ActionFunctionArgs } from 'react-router';
import { api } from '../../../api/api';
import { readPayload } from '../../../ui/action-payload';
import { type FormActionResult, refusedSave } from '../../../ui/use-form-action';

/**
 * /parcels/:id/crops/:cropId/risk-answers, an action only: saves the answers to the risk questions. The parcel's
 * loaders run again afterwards, so the synthesis shows the new level and its reasons.
 */
export const action = async ({ request, params }: ActionFunctionArgs): Promise<FormActionResult> => {
  const body = await readPayload(request, riskAnswersInputSchema);
  try {
    await api.call(cropEndpoints.saveRiskAnswers, {
      params: { id: params.id ?? '', cropId: params.cropId ?? '' },
      body,
      signal: request.signal,
    });
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Risk answers save');
  }
};
