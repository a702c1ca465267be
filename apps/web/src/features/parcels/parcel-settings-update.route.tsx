import { isManufacturer } from '@console/domain/access/permissions';
import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { updateParcelInputSchema } from '@console/domain/parcel/parcel.schema';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLoaderData, useNavigate, type ActionFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { getPublicSettings } from '../../api/public-settings';
import { paths } from '../../paths';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { SaveBar } from '../../ui/save-bar';
import { useFormAction, type FormActionResult, refusedSave } from '../../ui/use-form-action';
import { useParcel } from './parcel-detail.route';
import { ParcelForm } from './parcel-form';

export const loader = async () => ({ tiles: (await getPublicSettings()).mapTiles });

/** POST /back/parcels/{id}; the parcel route reloads the parcel afterwards. */
export const action = async ({ request, params }: ActionFunctionArgs): Promise<FormActionResult> => {
  const input = await readPayload(request, updateParcelInputSchema);
  try {
    await api.call(parcelEndpoints.update, { params: { id: params.id ?? '' }, body: input, signal: request.signal });
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Parcel update');
  }
};

/** /parcels/:id/settings/update: the parcel's own fields, with the one comment its author may write. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const parcel = useParcel();
  const navigate = useNavigate();
  const { tiles } = useLoaderData<typeof loader>();
  const [isSaved, setSaved] = useState(false);
  const { submit, issues, isSaving } = useFormAction(() => {
    setSaved(true);
    notifications.show({ color: 'green', message: t('flash.update') });
  });
  useEffect(() => {
    if (isSaved) void navigate(paths.parcelSettings(parcel.id));
  }, [isSaved, navigate, parcel.id]);

  // Shared with the user: read-only.
  if (!parcel.isEditable) return <Navigate to={paths.parcelSettings(parcel.id)} replace />;
  const writesDsComment = isManufacturer(profile);
  const { label, soilType, address, gpsLocation, size } = parcel;
  return (
    <Stack px={{ base: 'md', sm: 'xl' }} pt="lg">
      <ParcelForm
        values={{
          label,
          soilType,
          address,
          gpsLocation,
          size,
          comment: (writesDsComment ? parcel.dsComment : parcel.customerComment) ?? '',
        }}
        title={t('parcel.settings.edit')}
        isManufacturer={writesDsComment}
        tiles={tiles}
        isLeaving={isSaving || isSaved}
        issues={issues}
        onSave={({ accountId: _accountId, ...input }) => submit(input)}
        footer={
          <SaveBar
            label={t('common.save')}
            isSaving={isSaving}
            before={
              <Button variant="default" component={Link} to={paths.parcelSettings(parcel.id)}>
                {t('common.cancel')}
              </Button>
            }
          />
        }
      />
    </Stack>
  );
};
