import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../api/use-public-settings';

/** The product's title as the staff set it (decision 160); the translated default until the settings arrive. */
export const useAppTitle = (): string => {
  const { t } = useTranslation();
  return usePublicSettings()?.appTitle ?? t('app.title');
};
