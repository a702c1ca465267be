import { firmwareEndpoints } from '@console/domain/firmware/firmware.endpoints';
import { FIRMWARE_ERRORS } from '@console/domain/firmware/firmware-version.schema';
import { useTranslation } from 'react-i18next';
import { redirect, type ActionFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { getFieldIssues, isApiError } from '../../api/api-error';
import { paths } from '../../paths';
import { FirmwareSubpage } from './firmware-subpage';
import { readFormData } from '../../ui/action-payload';
import type { FieldIssue } from '../../ui/form-issues';
import { type FormActionResult, refusedSave, useFormAction } from '../../ui/use-form-action';
import { FirmwareVersionForm, type FirmwareUploadValues } from './firmware-version-form';

const issuesOf = (error: unknown): FieldIssue[] =>
  // 413 comes before the API reads the whole image, with the field named like the 422s.
  isApiError(error) && error.status === 413
    ? [{ path: ['image'], message: FIRMWARE_ERRORS.tooLarge }]
    : getFieldIssues(error);

/** POST /back/firmware as multipart/form-data; the list shows the new version with its digest and signature. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult | Response> => {
  const form = await readFormData(request);
  try {
    await api.call(firmwareEndpoints.upload, { form, signal: request.signal });
  } catch (error) {
    const issues = issuesOf(error);
    return issues.length > 0 ? { ok: false, issues } : refusedSave(error, 'Firmware upload');
  }
  return redirect(paths.settingsFirmware());
};

/** /settings/firmware/new (staff with the Configuration right to edit): uploads a firmware version. */
export const Component = () => {
  const { t } = useTranslation();
  // An uploaded version redirects to the list: only refusals come back.
  const { submit, issues, isSaving } = useFormAction(() => undefined);

  const upload = ({ metadata, image }: FirmwareUploadValues) => {
    const form = new FormData();
    form.append('metadata', JSON.stringify(metadata));
    form.append('image', image, image.name);
    submit(form);
  };

  return (
    <FirmwareSubpage title={t('pages.settings-firmware-new')}>
      <FirmwareVersionForm isSaving={isSaving} issues={issues} onUpload={upload} />
    </FirmwareSubpage>
  );
};
