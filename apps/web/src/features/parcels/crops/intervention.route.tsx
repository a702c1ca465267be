import { cropEndpoints } from '@console/domain/crop/crop.endpoints';
import { idParams } from '@console/domain/api/id-params';
import { cropInterventionInputSchema } from '@console/domain/crop/crop-intervention.schema';
import type { ActionFunctionArgs } from 'react-router';
import { api } from '../../../api/api';
import { readPayload } from '../../../ui/action-payload';
import { type FormActionResult, refusedSave } from '../../../ui/use-form-action';

/** The call a request asks for, its payload read first: a malformed one is the route's error, not a refused save. */
const callOf = async (request: Request, crop: { id: string; cropId: string }) => {
  const { signal } = request;
  if (request.method === 'DELETE') {
    const { id } = await readPayload(request, idParams);
    return () => api.call(cropEndpoints.removeIntervention, { params: { ...crop, interventionId: id }, signal });
  }
  const body = await readPayload(request, cropInterventionInputSchema);
  return () => api.call(cropEndpoints.createIntervention, { params: crop, body, signal });
};

/**
 * /parcels/:id/crops/:cropId/interventions, an action only: POST records an intervention, DELETE (with the
 * intervention's `id`) removes one. The crop page's loader runs again afterwards, so its timeline follows.
 */
export const action = async ({ request, params }: ActionFunctionArgs): Promise<FormActionResult> => {
  const call = await callOf(request, { id: params.id ?? '', cropId: params.cropId ?? '' });
  try {
    await call();
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Intervention save');
  }
};
