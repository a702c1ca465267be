import { isManufacturer } from '@console/domain/access/permissions';
import { Badge, Button, DataList, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink, IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  redirect,
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { z } from 'zod';
import type { AccountOption } from '@console/domain/account/account.schema';
import type { ParcelListItem } from '@console/domain/parcel/parcel-list.schema';
import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { parcelSharingInputSchema } from '@console/domain/parcel/parcel-sharing.schema';
import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { affectSensorInputSchema } from '@console/domain/parcel/parcel.schema';
import { sharingEndpoints } from '@console/domain/parcel/sharing.endpoints';
import { api } from '../../api/api';
import { isAllowed } from '../../session/access-rules';
import { profileContext } from '../../session/profile-context';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { paths } from '../../paths';
import { DATA_LABEL_WIDTH, DataItem, Dash } from '../../ui/data-item';
import { useFieldErrorText } from '../../ui/field-error';
import { formatNumber } from '../../ui/number-format';
import { SectionCard } from '../../ui/section-card';
import { type FormActionResult, refusedSave, useFormAction } from '../../ui/use-form-action';
import { getParcelSaveIssues } from '../../ui/placement-issues';
import { useParcel } from './parcel-detail.route';
import { ParcelSharingForm } from './parcel-sharing-form';
import { SensorMoveActions, sensorMoveIntentSchema, SensorPlacements } from './parcel-sensor-moves';
import { SensorPicker, type PickedSensor } from '../../ui/sensor-picker';
import { useUnits } from '../../session/use-units';

const intentSchema = z.discriminatedUnion('intent', [
  affectSensorInputSchema.extend({ intent: z.literal('link') }),
  sensorMoveIntentSchema,
  z.object({ intent: z.literal('sharing'), input: parcelSharingInputSchema }),
  z.object({ intent: z.literal('delete') }),
]);
type Intent = z.infer<typeof intentSchema>;

/** Accounts to share with, for those who may edit sharing, and which sensors served the parcel. */
export const loader = async ({ context, request, params }: LoaderFunctionArgs) => {
  const [accounts, placements] = await Promise.all([
    isAllowed('can:edit:parcelSharing', context.get(profileContext), {})
      ? api.call(accountEndpoints.options, { signal: request.signal })
      : [],
    api.call(parcelEndpoints.placements, { params: { id: params.id ?? '' }, signal: request.signal }),
  ]);
  return { accounts, placements };
};

/** The call each change of the parcel's sensor or sharing makes. */
const changeOf = (
  body: Exclude<Intent, { intent: 'delete' }>,
  parcel: { params: { id: string }; signal: AbortSignal },
) => {
  switch (body.intent) {
    case 'link':
      return api.call(parcelEndpoints.affectSensor, { ...parcel, body: { sensorId: body.sensorId } });
    case 'unlink':
      return api.call(parcelEndpoints.unlinkSensor, parcel);
    case 'move':
      return api.call(parcelEndpoints.moveSensor, { ...parcel, body: { parcelId: body.parcelId } });
    case 'swap':
      return api.call(parcelEndpoints.swapSensor, { ...parcel, body: { sensorId: body.sensorId } });
    case 'sharing':
      return api.call(sharingEndpoints.setParcelSharing, { ...parcel, body: body.input });
  }
};

/**
 * Links, takes off, moves or replaces the sensor (refusals come back as an issue on the picker or dialog), sets the
 * sharing, or deletes the parcel and opens the list.
 */
export const action = async ({ request, params }: ActionFunctionArgs): Promise<FormActionResult | Response> => {
  const parcel = { params: { id: params.id ?? '' }, signal: request.signal };
  const body = await readPayload(request, intentSchema);
  if (body.intent === 'delete') {
    await api.call(parcelEndpoints.remove, parcel);
    return redirect(paths.parcels());
  }
  try {
    await changeOf(body, parcel);
    return { ok: true };
  } catch (error) {
    const issues = getParcelSaveIssues(error);
    return issues.length > 0 ? { ok: false, issues } : refusedSave(error, 'Parcel settings change');
  }
};

type SharingEditorProps = { parcel: ParcelListItem; accounts: AccountOption[]; onDone: () => void };

/** Saves the sharing through the route's action; inside its modal, so each opening starts clean. */
const SharingEditor = ({ parcel, accounts, onDone }: SharingEditorProps) => {
  const { t } = useTranslation();
  const { submit, issues, isSaving } = useFormAction(() => {
    notifications.show({ color: 'green', message: t('flash.update') });
    onDone();
  });
  return (
    <ParcelSharingForm
      parcel={parcel}
      accounts={accounts}
      isSaving={isSaving}
      issues={issues}
      onSave={(input) => submit({ intent: 'sharing', input } satisfies Intent)}
      onCancel={onDone}
    />
  );
};

/** /parcels/:id/settings: the parcel's settings and sharing, its sensor, and its removal. */
export const Component = () => {
  const { t } = useTranslation();
  const parcel = useParcel();
  const profile = useProfile();
  const units = useUnits();
  const { accounts, placements } = useLoaderData<typeof loader>();
  const [isEditingSharing, setEditingSharing] = useState(false);
  const canEditSharing = parcel.isEditable && isAllowed('can:edit:parcelSharing', profile, {});
  const [sensor, setSensor] = useState<PickedSensor | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const fieldError = useFieldErrorText();
  const link = useFormAction(() => {
    notifications.show({ color: 'green', message: t('parcel.settings.sensor-linked') });
    setSensor(null);
  });
  const deletion = useFetcher();
  // A refused sensor's issue, on the picker; none while another try is on its way.
  const linkIssue = link.isSaving ? undefined : link.issues?.[0];

  const comment = parcel.dsComment ?? parcel.customerComment;
  const sharedWith = [...parcel.sharedEmails, ...parcel.sharedAccounts.map((account) => account.accountName)];
  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} py="lg" maw={900}>
      <SectionCard
        title={t('parcel.settings.sections.settings')}
        action={
          parcel.isEditable && (
            <Button
              variant="light"
              component={Link}
              to={paths.parcelSettingsUpdate(parcel.id)}
              leftSection={<IconPencil size={16} aria-hidden="true" />}
            >
              {t('parcel.settings.edit')}
            </Button>
          )
        }
      >
        <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
          <DataItem label={t('parcel.form.fields.label')}>{parcel.label}</DataItem>
          <DataItem label={t('parcel.form.fields.soilType')}>{t(`soil-types.${parcel.soilType}`)}</DataItem>
          <DataItem label={t('parcels.fields.size')}>
            {parcel.size === undefined ? <Dash /> : units.area.format(parcel.size, 2)}
          </DataItem>
          <DataItem label={t('parcel.settings.address')}>
            {parcel.address.postalCode} {parcel.address.city}, {t(`countries.${parcel.address.country}`)}
          </DataItem>
          <DataItem label={t('parcel.settings.position')}>
            {t('sensors.gps', {
              lat: formatNumber(parcel.gpsLocation.lat, 5),
              long: formatNumber(parcel.gpsLocation.long, 5),
            })}
          </DataItem>
          <DataItem label={t('parcel.settings.comment')}>{comment ?? <Dash />}</DataItem>
        </DataList>
      </SectionCard>

      <SectionCard
        title={t('parcel.settings.sections.sharing')}
        action={
          canEditSharing && (
            <Button
              variant="light"
              leftSection={<IconShare size={16} aria-hidden="true" />}
              onClick={() => setEditingSharing(true)}
            >
              {t('parcel.sharing.edit')}
            </Button>
          )
        }
      >
        <Stack gap="xs">
          <Group gap="xs">
            {parcel.sharingMode.map((mode) => (
              <Badge key={mode} variant="light">
                {t(`parcel.sharing-modes.${mode}`)}
              </Badge>
            ))}
          </Group>
          {sharedWith.length > 0 && <Text size="sm">{sharedWith.join(', ')}</Text>}
          {!parcel.isEditable && (
            <Text size="sm" c="dimmed">
              {t('parcel.settings.shared-with-you', { account: parcel.accountName })}
            </Text>
          )}
        </Stack>
      </SectionCard>

      <SectionCard title={t('parcel.settings.sections.sensor')}>
        <Stack gap="md">
          {parcel.sensorId ? (
            <Group gap="xs">
              <Text fw={600}>{parcel.sensor?.serialNumber}</Text>
              <Button variant="default" size="xs" component={Link} to={paths.sensor(parcel.sensorId)}>
                {t('parcel.info.open-sensor')}
              </Button>
            </Group>
          ) : parcel.isEditable ? (
            <form
              aria-label={t('parcel.settings.link-sensor')}
              onSubmit={(event) => {
                event.preventDefault();
                if (sensor) link.submit({ intent: 'link', sensorId: sensor.id } satisfies Intent);
              }}
            >
              <Stack gap="sm">
                <SensorPicker
                  value={sensor}
                  onChange={setSensor}
                  error={linkIssue && fieldError({ message: linkIssue.message })}
                  filter={isManufacturer(profile) ? { usableBy: parcel.accountId } : undefined}
                />
                <Button
                  type="submit"
                  w="fit-content"
                  disabled={!sensor}
                  loading={link.isSaving}
                  leftSection={<IconLink size={16} aria-hidden="true" />}
                >
                  {t('parcel.settings.link-sensor')}
                </Button>
              </Stack>
            </form>
          ) : (
            <Text size="sm" c="dimmed">
              {t('parcel.synthesis.no-sensor')}
            </Text>
          )}
          {parcel.isEditable && <SensorMoveActions parcel={parcel} />}
          <SensorPlacements placements={placements} />
        </Stack>
      </SectionCard>

      {parcel.isEditable && (
        <SectionCard title={t('parcel.settings.sections.delete')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('parcel.settings.delete-help')}</Text>
            <Button
              color="red"
              variant="outline"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setConfirmingDelete(true)}
            >
              {t('parcel.settings.delete')}
            </Button>
          </Stack>
        </SectionCard>
      )}
      <Modal
        opened={isEditingSharing}
        onClose={() => setEditingSharing(false)}
        title={t('parcel.sharing.title')}
        centered
      >
        <SharingEditor parcel={parcel} accounts={accounts} onDone={() => setEditingSharing(false)} />
      </Modal>
      <Modal
        opened={isConfirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={t('parcel.settings.delete-confirm-title', { label: parcel.label })}
        centered
      >
        <Text mb="lg">{t('parcel.settings.delete-confirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmingDelete(false)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={deletion.state !== 'idle'}
            onClick={() =>
              void deletion.submit({ intent: 'delete' } satisfies Intent, {
                method: 'post',
                encType: 'application/json',
              })
            }
          >
            {t('parcel.settings.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
};
