import { profileEndpoints } from '@console/domain/profile/profile.endpoints';
import { updateLanguageInputSchema } from '@console/domain/profile/profile.schema';
import { data, type ActionFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { readPayload } from '../../ui/action-payload';
import { type FormActionResult, refusedSave } from '../../ui/use-form-action';

/** No screen lives here: the user menu posts its language choice from any page. */
export const loader = () => {
  throw data('not found', { status: 404 });
};

/**
 * `POST /back/profile/language`. Being a route action, the router revalidates the session route afterwards, so the
 * profile it holds, which sets the language on the next load, already has the new one.
 */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult> => {
  const body = await readPayload(request, updateLanguageInputSchema);
  try {
    await api.call(profileEndpoints.updateLanguage, { body, signal: request.signal });
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Language update');
  }
};
