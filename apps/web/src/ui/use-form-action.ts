import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { getFailureMessageKey, getFieldIssues } from '../api/api-error';
import type { FieldIssue } from './form-issues';
import { reportError } from './error-reporting';

/**
 * What a form's route action answers: success with its data, or the field issues of a refusal; without any, the
 * message key of what went wrong.
 */
export type FormActionResult<T extends object = object> =
  ({ ok: true } & T) | { ok: false; issues: FieldIssue[]; failure?: string };

/**
 * A route action's answer to a failed save: the API's field issues for the form, or none for a failure that names
 * no field (a limit reached, or a technical failure, which is logged here), flashed by `useFormAction`. `what` names
 * the save in the log.
 */
export const refusedSave = (error: unknown, what: string): { ok: false; issues: FieldIssue[]; failure?: string } => {
  const issues = getFieldIssues(error);
  if (issues.length > 0) return { ok: false, issues };
  const failure = getFailureMessageKey(error);
  if (failure === 'errors.technical') reportError(`${what} failed`, error);
  return { ok: false, issues, failure };
};

/**
 * Submits a form's values to its route action and handles each answer once: `onSuccess` for an accepted
 * save; field issues for the form; a refusal without any (a technical error) as a red flash.
 */
export const useFormAction = <T extends object>(
  onSuccess: (result: { ok: true } & T) => void,
  /** The route whose action saves, when it is not the form's own route. */
  action?: string,
) => {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormActionResult<T>>();
  const [issues, setIssues] = useState<FieldIssue[]>();
  const handled = useRef<FormActionResult<T> | undefined>(undefined);
  // The latest callback, without re-running the effect when the caller passes a new one each render.
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle' || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      // The action's own answer, JSON as it was: serialization changes nothing in these plain objects.
      onSuccessRef.current(result as { ok: true } & T);
      return;
    }
    if (result.issues.length === 0) {
      notifications.show({ color: 'red', message: t(result.failure ?? 'errors.technical') });
    }
    setIssues(result.issues);
  }, [fetcher.data, fetcher.state, t]);

  /** Values as JSON; a FormData (a file upload) as multipart/form-data. */
  const submit = (values: object) =>
    void (values instanceof FormData
      ? fetcher.submit(values, { method: 'post', encType: 'multipart/form-data', action })
      : fetcher.submit(JSON.parse(JSON.stringify(values)) as Record<string, string>, {
          method: 'post',
          encType: 'application/json',
          action,
        }));
  return { submit, issues, isSaving: fetcher.state !== 'idle' };
};
