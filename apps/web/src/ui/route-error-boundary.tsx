import { isReportedStatus } from '@console/domain/errors/reported-status';
import { SECOND_FACTOR_NOT_ENROLLED_MESSAGE } from '@console/domain/auth/two-factor-gate';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '@console/domain/terms/terms-gate';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Navigate, useLocation, useRouteError } from 'react-router';
import { isApiError } from '../api/api-error';
import { paths } from '../paths';
import { isChunkLoadError, scheduleChunkReload } from './chunk-reload';
import { ErrorPage } from './error-page';
import { reportError } from './error-reporting';

const statusOf = (error: unknown): number | undefined => {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error)) return error.status;
  return undefined;
};

/**
 * Renders any error thrown by a loader, an action or a screen (spec point 8): 404 and 403 get their
 * own texts and are not reported; other failures are reported (`reportError`) and shown as 'Error {status}' or a
 * technical error, with a support request
 * pre-filled with the API's transaction id when there is one. The API's 403 to a user who has not accepted the
 * current terms of service leads to /accept-tos instead, and to a user who must set up two-step sign-in to
 * /two-factor-setup.
 */
export const RouteErrorBoundary = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const status = statusOf(error);
  const isReported = isReportedStatus(status);
  // Terms published while the user was on a page: the API keeps its data until they accept them.
  const awaitsTerms = status === 403 && isApiError(error) && error.message === TERMS_NOT_ACCEPTED_MESSAGE;
  // Two-step sign-in required while the user was on a page (decision 184): the API keeps its data until it is set up.
  const awaitsSecondFactor =
    status === 403 && isApiError(error) && error.message === SECOND_FACTOR_NOT_ENROLLED_MESSAGE;

  useEffect(() => {
    if (isChunkLoadError(error)) {
      scheduleChunkReload();
      return;
    }
    if (isReported) reportError('Unexpected route error', error, status);
  }, [error, isReported, status]);

  if (awaitsTerms) return <Navigate to={paths.acceptTos(`${location.pathname}${location.search}`)} replace />;
  if (awaitsSecondFactor) {
    return <Navigate to={paths.secondFactorSetup(`${location.pathname}${location.search}`)} replace />;
  }
  const transactionId = isApiError(error) ? error.transactionId : null;
  const details = transactionId ? t('errors.transaction', { id: transactionId }) : undefined;
  // The id lets support find the failed call in the server's logs; the page is where it happened.
  const supportRequest =
    isReported && transactionId
      ? paths.supportTicketNew({
          category: 'other',
          subject: t('errors.support-request.subject'),
          message: t('errors.support-request.message', {
            id: transactionId,
            url: `${window.location.origin}${location.pathname}${location.search}`,
          }),
        })
      : undefined;
  return <ErrorPage status={status} details={details} supportRequest={supportRequest} />;
};
