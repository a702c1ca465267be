import type { AccountType } from '@console/domain/account/account-type';
import type { PublicSettings } from '@console/domain/config/public-settings.schema';
import { i18n } from '../i18n/i18n';
import type { Tracker } from './page-view-tracking';

/** Whose visit it is: the signed-in person's kind of account, dimension 1 of spec point 9. */
let accountType: AccountType | null = null;

export const setTrackedAccountType = (type: AccountType | null) => {
  accountType = type;
};

/**
 * A tracker speaking Matomo's HTTP tracking API to the deployment's tracker (decision 153): each hit carries the site
 * id, the page address, dimension 1 (the account type) and dimension 2 (the language). A form POST needs no CORS
 * preflight, and `keepalive` sends it even as the page is left.
 */
export const createMatomoTracker = ({ trackerUrl, siteId }: NonNullable<PublicSettings['analytics']>): Tracker => {
  const send = (hit: Record<string, string>) => {
    const fields = new URLSearchParams({
      idsite: siteId,
      rec: '1',
      apiv: '1',
      send_image: '0',
      rand: String(Math.floor(Math.random() * 1e9)),
      res: `${window.screen.width}x${window.screen.height}`,
      dimension2: i18n.language,
      ...(accountType ? { dimension1: accountType } : {}),
      ...hit,
    });
    void fetch(trackerUrl, { method: 'POST', body: fields, keepalive: true, mode: 'no-cors' }).catch(() => undefined);
  };
  return {
    trackPageView: (path, title) => send({ url: new URL(path, window.location.origin).href, action_name: title }),
    trackEvent: (category, action) => send({ url: window.location.href, e_c: category, e_a: action }),
  };
};
