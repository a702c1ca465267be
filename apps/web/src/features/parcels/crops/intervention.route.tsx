import { cropEndpoints } from '@console/domain/crop/crop.endpoints';
import type { CropInterventionInput } from '@console/domain/crop/crop-intervention.schema';
import type { ActionFunctionArgs } from 'react-router';
import { api } from '../../../api/api';
import { type FormActionResult, refusedSave } from '../../../ui/use-form-action';

/**
 * /parcels/:id/crops/:cropId/interventions, an action only: POST records an intervention, DELETE (with the
 * intervention's `id`) removes one. The crop page's loader runs again afterwards, so its timeline follows.
 */
export const action = async ({ request, params }: ActionFunctionArgs): Promise<FormActionResult> => {
  const { signal } = request;
  const crop = { id: params.id ?? '', cropId: params.cropId ?? '' };
  try {
    if (request.method === 'DELETE') {
      const { id } = (await request.json()) as { id: string };
      await api.call(cropEndpoints.removeIntervention, { params: { ...crop, interventionId: id }, signal });
    } else {
      const body = (await request.json()) as CropInterventionInput;
      await api.call(cropEndpoints.createIntervention, { params: crop, body, signal });
    }
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Intervention save');
  }
};
