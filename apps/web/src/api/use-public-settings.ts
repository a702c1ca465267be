import type { PublicSettings } from '@console/domain/config/public-settings.schema';
import { useEffect, useState } from 'react';
import { getPublicSettings } from './public-settings';
import { reportError } from '../ui/error-reporting';

/**
 * The public settings in a component, once `isWanted` (a panel opened, say): null until they arrive, and while they
 * cannot be had (logged; the next page load asks again).
 */
export const usePublicSettings = (isWanted = true): PublicSettings | null => {
  const [settings, setSettings] = useState<PublicSettings | null>(null);
  useEffect(() => {
    if (!isWanted || settings) return;
    let isCurrent = true;
    getPublicSettings()
      .then((loaded) => {
        if (isCurrent) setSettings(loaded);
      })
      .catch((error: unknown) => reportError('Failed to load the public settings', error));
    return () => {
      isCurrent = false;
    };
  }, [isWanted, settings]);
  return settings;
};
