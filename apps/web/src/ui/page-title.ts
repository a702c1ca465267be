import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useAppTitle } from './app-title';

/** Route `handle` of this app: the translation key of the page's title. */
export type RouteHandle = {
  titleKey?: string;
  /** The route and those below it need a signed-in user: the app asks for the profile as it starts on them. */
  signedIn?: true;
  /** Asks for what the screen at `url` will need first, as the app starts on it, beside the profile. */
  prefetch?: (url: URL) => void;
};

export const useRouteTitleKey = (): string | undefined => {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const titleKey = (matches[index]?.handle as RouteHandle | undefined)?.titleKey;
    if (titleKey) return titleKey;
  }
  return undefined;
};

/** Keeps the document title in step with the deepest route that names one. */
export const useDocumentTitle = () => {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  const appTitle = useAppTitle();
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${appTitle}` : appTitle;
  }, [t, titleKey, appTitle]);
};
