import { getPublicSettings } from '../api/public-settings';
import { reportError, startErrorReporting } from './error-reporting';
import { createMatomoTracker } from './matomo-tracker';
import { setTracker } from './page-view-tracking';

/**
 * Starts analytics and error reporting with the deployment's settings (decision 153); page views tracked meanwhile
 * wait for them. Loaded apart from the entry chunk, which the settings' schemas would weigh on.
 */
export const startTelemetry = () =>
  getPublicSettings().then(
    (settings) => {
      startErrorReporting(settings);
      setTracker(settings.analytics && createMatomoTracker(settings.analytics));
    },
    (error: unknown) => {
      setTracker(null);
      reportError('Failed to load the public settings', error);
    },
  );
