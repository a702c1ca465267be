import type { Crop, CropInput } from '@console/domain/crop/crop.schema';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLoaderData, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { getFieldIssues } from '../../api/api-error';
import { paths } from '../../paths';
import type { FieldIssue } from '../../ui/form-issues';
import { CropForm, newCropValues } from './crop-form';

type ActionResult = { ok: true } | { ok: false; issues: FieldIssue[] };

const cropsUrl = (parcelId: string) => `/parcels/${encodeURIComponent(parcelId)}/crops`;
const cropUrl = (parcelId: string, cropId: string) => `${cropsUrl(parcelId)}/${encodeURIComponent(cropId)}`;

/** Today in the browser's calendar, as the form's dates are. */
const today = () => new Date().toLocaleDateString('sv-SE');

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const parcelId = params.id ?? '';
  if (!params.cropId) return { parcelId, crop: null };
  return { parcelId, crop: await api.get<Crop>(cropUrl(parcelId, params.cropId), { signal: request.signal }) };
};

/** Creates or updates the crop; field issues (422, or 409 when the year already has a crop) go back to the form. */
export const action = async ({ params, request }: ActionFunctionArgs): Promise<ActionResult> => {
  const parcelId = params.id ?? '';
  const input = (await request.json()) as CropInput;
  const url = params.cropId ? cropUrl(parcelId, params.cropId) : cropsUrl(parcelId);
  try {
    await api.post<Crop>(url, input, { signal: request.signal });
    return { ok: true };
  } catch (error) {
    const issues = getFieldIssues(error);
    if (issues.length === 0) console.error('Crop save failed', error);
    return { ok: false, issues };
  }
};

/** /parcels/:id/crops/new and /parcels/:id/crops/:cropId: one form for a season's crop. */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { parcelId, crop } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<ActionResult>();
  const [isSaved, setSaved] = useState(false);
  const [issues, setIssues] = useState<FieldIssue[]>();
  const handled = useRef<ActionResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle' || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      setSaved(true);
      notifications.show({ color: 'green', message: t('crop.form.saved') });
    } else {
      if (result.issues.length === 0) notifications.show({ color: 'red', message: t('errors.technical') });
      setIssues(result.issues);
    }
  }, [fetcher.data, fetcher.state, t]);

  // Only once the saved state has rendered does the leave guard stop asking.
  useEffect(() => {
    if (isSaved) void navigate(paths.parcelCrops(parcelId));
  }, [isSaved, navigate, parcelId]);

  const { id: _id, parcelId: _parcelId, ...values } = crop ?? { id: '', parcelId: '', ...newCropValues(today()) };
  const save = (input: CropInput) =>
    void fetcher.submit(JSON.parse(JSON.stringify(input)) as Record<string, string>, {
      method: 'post',
      encType: 'application/json',
    });

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt="lg">
      <CropForm
        values={values}
        title={t(crop ? 'crop.form.edit-title' : 'crop.form.new-title')}
        isSaving={fetcher.state !== 'idle'}
        isSaved={isSaved}
        onSave={save}
        issues={issues}
      />
    </Stack>
  );
};
