import type { CropIntervention, CropInterventionInput } from '@console/domain/crop/crop-intervention.schema';
import type { ActionFunctionArgs } from 'react-router';
import { api } from '../../../api/api';
import { type FormActionResult, refusedSave } from '../../../ui/use-form-action';

const interventionsUrl = (params: ActionFunctionArgs['params']) =>
  `/parcels/${encodeURIComponent(params.id ?? '')}/crops/${encodeURIComponent(params.cropId ?? '')}/interventions`;

/**
 * /parcels/:id/crops/:cropId/interventions, an action only: POST records an intervention, DELETE (with the
 * intervention's `id`) removes one. The crop page's loader runs again afterwards, so its timeline follows.
 */
export const action = async ({ request, params }: ActionFunctionArgs): Promise<FormActionResult> => {
  const { signal } = request;
  try {
    if (request.method === 'DELETE') {
      const { id } = (await request.json()) as { id: string };
      await api.delete(`${interventionsUrl(params)}/${encodeURIComponent(id)}`, { signal });
    } else {
      await api.post<CropIntervention>(interventionsUrl(params), (await request.json()) as CropInterventionInput, {
        signal,
      });
    }
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Intervention save');
  }
};
