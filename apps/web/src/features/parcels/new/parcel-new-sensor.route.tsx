import { isManufacturer } from '@console/domain/access/permissions';
import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { createParcelInputSchema } from '@console/domain/parcel/parcel.schema';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, type ActionFunctionArgs } from 'react-router';
import { api } from '../../../api/api';
import { paths } from '../../../paths';
import { useProfile } from '../../../session/use-profile';
import { readPayload } from '../../../ui/action-payload';
import { translateFieldError } from '../../../ui/field-error';
import type { FieldIssue } from '../../../ui/form-issues';
import { SaveBar } from '../../../ui/save-bar';
import { SectionCard } from '../../../ui/section-card';
import { useFormAction, type FormActionResult } from '../../../ui/use-form-action';
import { PARCEL_FORM_MAX_WIDTH } from '../parcel-form';
import { getParcelSaveIssues } from '../../../ui/placement-issues';
import { SensorPicker } from '../../../ui/sensor-picker';
import { toCreateParcelInput, useParcelDraft } from './parcel-draft';
import { reportError } from '../../../ui/error-reporting';

/** POST /back/parcels with the whole draft: the parcel, its crop and its sensor in one transaction. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult<{ id: string }>> => {
  const body = await readPayload(request, createParcelInputSchema);
  try {
    const parcel = await api.call(parcelEndpoints.create, { body, signal: request.signal });
    return { ok: true, id: parcel.id };
  } catch (error) {
    const issues = getParcelSaveIssues(error);
    if (issues.length === 0) reportError('Parcel creation failed', error);
    return { ok: false, issues };
  }
};

/** parcels/new, step 3: the sensor on the parcel, if any, then the parcel is created. */
export const Component = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const { draft, update, markCreated } = useParcelDraft();
  const [createdId, setCreatedId] = useState<string | null>(null);
  // The draft keeps what the earlier steps hold as typed, even once they validated: checked again before it is sent.
  const [draftIssues, setDraftIssues] = useState<FieldIssue[]>();
  const { submit, issues, isSaving } = useFormAction<{ id: string }>((result) => {
    markCreated();
    setCreatedId(result.id);
    notifications.show({ color: 'green', message: t('parcel.new.created') });
  });
  // Once the guard has seen the parcel created, the parcel's page opens.
  useEffect(() => {
    if (createdId) void navigate(paths.parcel(createdId));
  }, [createdId, navigate]);

  if (!draft.isInfoDone || !draft.isCropDone) return <Navigate to={paths.parcelNewStep('info')} replace />;

  const translate = (message: string) => translateFieldError(t, (key) => i18n.exists(key), { message });
  const shown = draftIssues ?? issues;
  const sensorIssue = shown?.find((issue) => issue.path[0] === 'sensorId');
  const otherIssues = shown?.filter((issue) => issue !== sensorIssue) ?? [];

  return (
    <form
      aria-label={t('parcel.new.steps.sensor')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = toCreateParcelInput(draft);
        const checked = createParcelInputSchema.safeParse(input);
        setDraftIssues(
          checked.success
            ? undefined
            : checked.error.issues.map(({ path, message }) => ({ path: path as (string | number)[], message })),
        );
        if (checked.success) submit(input);
      }}
    >
      <Stack gap="lg" pb="md" maw={PARCEL_FORM_MAX_WIDTH}>
        {otherIssues.length > 0 && (
          <Alert color="red" title={t('parcel.new.refused')}>
            {otherIssues.map((issue) => (
              <div key={issue.path.join('.')}>{translate(issue.message)}</div>
            ))}
          </Alert>
        )}
        <SectionCard title={t('parcel.new.steps.sensor')}>
          <SensorPicker
            value={draft.sensor}
            onChange={(sensor) => update({ sensor })}
            filter={isManufacturer(profile) ? { usableBy: draft.info.accountId } : undefined}
            error={sensorIssue ? translate(sensorIssue.message) : undefined}
          />
        </SectionCard>
      </Stack>
      <SaveBar
        label={t('parcel.new.create')}
        isSaving={isSaving}
        icon={<IconCheck size={18} aria-hidden="true" />}
        before={
          <Button variant="default" component={Link} to={paths.parcelNewStep('crop')}>
            {t('parcel.new.back')}
          </Button>
        }
      />
    </form>
  );
};
