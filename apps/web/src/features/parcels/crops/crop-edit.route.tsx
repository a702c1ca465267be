import { cropEndpoints } from '@console/domain/crop/crop.endpoints';
import { cropInputSchema } from '@console/domain/crop/crop.schema';
import { toLocalDate } from '@console/domain/date/date-range-presets';
import { Box, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api/api';
import { paths } from '../../../paths';
import { readPayload } from '../../../ui/action-payload';
import { SaveBar } from '../../../ui/save-bar';
import { useFormAction, type FormActionResult, refusedSave } from '../../../ui/use-form-action';
import { useParcel } from '../parcel-detail.route';
import { CROP_FORM_MAX_WIDTH, CropForm, newCropValues } from './crop-form';
import { InterventionTimeline } from './intervention-timeline';

type ActionResult = FormActionResult;

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const parcelId = params.id ?? '';
  if (!params.cropId) return { parcelId, crop: null, interventions: [], products: [], offered: null };
  const { signal } = request;
  const ofCrop = { params: { id: parcelId, cropId: params.cropId }, signal };
  const [crop, interventions, products, offered] = await Promise.all([
    api.call(cropEndpoints.get, ofCrop),
    api.call(cropEndpoints.listInterventions, ofCrop),
    api.call(cropEndpoints.antiSlugProducts, { signal }),
    api.call(cropEndpoints.parcelAntiSlugProducts, { params: { id: parcelId }, signal }),
  ]);
  return { parcelId, crop, interventions, products, offered };
};

/** Creates or updates the crop; field issues (422, or 409 when the year already has a crop) go back to the form. */
export const action = async ({ params, request }: ActionFunctionArgs): Promise<ActionResult> => {
  const parcelId = params.id ?? '';
  const input = await readPayload(request, cropInputSchema);
  const { signal } = request;
  try {
    await (params.cropId
      ? api.call(cropEndpoints.update, { params: { id: parcelId, cropId: params.cropId }, body: input, signal })
      : api.call(cropEndpoints.create, { params: { id: parcelId }, body: input, signal }));
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Crop save');
  }
};

/** /parcels/:id/crops/new and /parcels/:id/crops/:cropId: one form for a season's crop. */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { parcelId, crop, interventions, products, offered } = useLoaderData<typeof loader>();
  const parcel = useParcel();
  const [isSaved, setSaved] = useState(false);
  const { submit, issues, isSaving } = useFormAction(() => {
    setSaved(true);
    notifications.show({ color: 'green', message: t('crop.form.saved') });
  });

  // Only once the saved state has rendered does the leave guard stop asking.
  useEffect(() => {
    if (isSaved) void navigate(paths.parcelCrops(parcelId));
  }, [isSaved, navigate, parcelId]);

  const {
    id: _id,
    parcelId: _parcelId,
    ...values
  } = crop ?? { id: '', parcelId: '', ...newCropValues(toLocalDate(new Date())) };

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt="lg">
      <CropForm
        values={values}
        title={t(crop ? 'crop.form.edit-title' : 'crop.form.new-title')}
        isLeaving={isSaving || isSaved}
        onSave={submit}
        issues={issues}
        footer={<SaveBar label={t('common.save')} isSaving={isSaving} />}
      />
      {crop && offered && (
        <Box maw={CROP_FORM_MAX_WIDTH} pb="xl">
          <InterventionTimeline
            interventions={interventions}
            products={products}
            offered={offered}
            country={parcel.address.country}
            canEdit={parcel.isEditable}
            actionPath={`${paths.parcelCrop(parcelId, crop.id)}/interventions`}
            crop={{ id: parcelId, cropId: crop.id }}
            today={toLocalDate(new Date())}
          />
        </Box>
      )}
    </Stack>
  );
};
