import { expect, test, type Locator, type Page } from '@playwright/test';
import { capture, newSensor } from '../../apps/server/src/test/device-payloads';
import { readableMail } from '../../apps/server/src/test/smtp-server';
import { TOKEN_STORAGE_KEY } from '../../apps/web/src/api/token-store';

export const DEMO_PASSWORD = 'demo-password';

/** The browser-session list of people who put the unread-notifications modal off (shell feature). */
const NOTIFICATION_MODAL_DISMISSED = 'unread-notifications/dismissed';

/** The localStorage key of the lists' last favourite choice (ui/favourite-selection.ts). */
const LAST_FAVOURITE = 'last';

/** The OAuth password grant's tokens, as the sign-in form gets them; null when it refuses the person. */
const passwordGrant = async (email: string, password: string) => {
  const response = await fetch(`${baseUrl()}/oauth/tokens`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
  if (!response.ok) return null;
  const { access_token, refresh_token } = (await response.json()) as { access_token: string; refresh_token: string };
  return { access_token, refresh_token };
};

/** A signed-in user's id and kind of account, as an API client reads them. */
const profileOf = (accessToken: string) => api<{ id: string; accountType: string }>(accessToken, '/profile');

/** As if this person had chosen "later" in the unread-notifications modal earlier in this tab. */
export const putOffNotificationModal = (page: Page, userId: string) =>
  page.addInitScript(
    ({ key, userId }) => {
      const stored = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[];
      if (!stored.includes(userId)) window.sessionStorage.setItem(key, JSON.stringify([...stored, userId]));
    },
    { key: NOTIFICATION_MODAL_DISMISSED, userId },
  );

/**
 * Has the lists of a staff or provider user open on everything, as if they had chosen "None" in the favourite
 * switcher: the demo's starred favourites would narrow them. A choice of theirs made during the journey stays.
 */
const startWithoutFavourite = (page: Page, userId: string) =>
  page.addInitScript(
    ({ key, userId }) => {
      const stored = window.localStorage.getItem(key);
      if (stored?.includes(`"userId":"${userId}"`)) return;
      window.localStorage.setItem(key, JSON.stringify({ userId, favouriteId: null }));
    },
    { key: LAST_FAVOURITE, userId },
  );

type LoginOptions = { withNotificationModal?: boolean; withFavourite?: boolean };

/**
 * Journeys about something else start as if the unread-notifications modal had been put off already, and with no
 * favourite narrowing the lists; `withNotificationModal` and `withFavourite` keep them.
 */
const prepareJourney = async (
  page: Page,
  profile: { id: string; accountType: string } | null,
  { withNotificationModal = false, withFavourite = false }: LoginOptions,
) => {
  if (profile && !withNotificationModal) await putOffNotificationModal(page, profile.id);
  if (profile && !withFavourite && profile.accountType !== 'farmer') await startWithoutFavourite(page, profile.id);
};

/** The start page's chunks and calls, and for a starred favourite its redirect: seconds on a busy two-core machine. */
const leftSignIn = (page: Page) => expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });

/**
 * Signs in as a journey about something else does: the tokens the sign-in form would get, kept where the console
 * keeps them (once: signing out stays signed out), then the start page. The sign-in page has journeys of its own
 * (`loginThroughForm`).
 */
export const login = async (page: Page, email: string, password = DEMO_PASSWORD, options: LoginOptions = {}) => {
  const tokens = await passwordGrant(email, password);
  expect(tokens, `${email} signs in`).not.toBeNull();
  if (!tokens) return;
  await prepareJourney(page, await profileOf(tokens.access_token), options);
  await page.addInitScript(
    ({ key, tokens }) => {
      const given = `${key}/given`;
      if (window.localStorage.getItem(given) === tokens.refresh_token) return;
      window.localStorage.setItem(key, JSON.stringify(tokens));
      window.localStorage.setItem(given, tokens.refresh_token);
    },
    { key: TOKEN_STORAGE_KEY, tokens },
  );
  await page.goto('/');
  await leftSignIn(page);
};

/** Signs in through the form, as a person would, and waits to leave the sign-in page. */
export const loginThroughForm = async (
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  options: LoginOptions = {},
) => {
  const tokens = await passwordGrant(email, password);
  await prepareJourney(page, tokens && (await profileOf(tokens.access_token)), options);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await leftSignIn(page);
};

/** The hrefs of the side navigation's entries, in display order. */
export const navigationHrefs = (page: Page) =>
  page
    .getByRole('navigation', { name: /./ })
    .first()
    .locator('a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));


export const baseUrl = () => String(test.info().project.use.baseURL);

/**
 * Opens a date field's calendar and picks a day of its second week, `monthsAhead` months after the shown one (the
 * calendar's English "Next month" button: a later day whatever today is).
 */
export const pickDay = async (page: Page, field: Locator, { monthsAhead = 0 } = {}) => {
  await field.click();
  for (let month = 0; month < monthsAhead; month++) await page.getByRole('button', { name: 'Next month' }).click();
  await page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader') })
    .last()
    .getByRole('button')
    .nth(10)
    .click();
};

/** A bearer token from the OAuth password grant, as a device-free API client gets one. */
export const signInApi = async (email: string): Promise<string> => {
  const response = await fetch(`${baseUrl()}/oauth/tokens`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', username: email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
};

/** Saves a user's interface language, as the user menu does. */
export const saveLanguage = async (token: string, language: string) => {
  const response = await fetch(`${baseUrl()}/back/profile/language`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
  });
  expect(response.status).toBe(204);
};

export const api = async <T>(token: string, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${baseUrl()}/back${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
};

export type RegisteredSensor = { id: string; serialNumber: string; deviceSecret: string };

/** A sensor registered by the manufacturer's staff for `accountId`, as POST /back/sensors takes it. */
export const registerSensor = async (
  staffToken: string,
  accountId: string | undefined,
  serialNumber: string,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredSensor> => {
  const sensor = await api<{ id: string; deviceSecret: string }>(
    staffToken,
    '/sensors',
    newSensor(accountId, serialNumber, overrides),
  );
  return { ...sensor, serialNumber };
};

/** One capture as the device API takes it, `minutesAgo`. */
export const reading = (minutesAgo: number, change: Record<string, unknown> = {}) =>
  capture(new Date(Date.now() - minutesAgo * 60_000), { slugCount: 3, ...change });

export const sendReadings = async (serialNumber: string, secret: string, readings: unknown[]) => {
  const response = await fetch(`${baseUrl()}/back/device-api/readings`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${serialNumber}:${secret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ readings }),
  });
  expect(response.ok, `readings: ${response.status} ${await response.clone().text()}`).toBe(true);
};

type ReceivedMail = { to: string[]; raw: string };

/**
 * What the loopback SMTP server of playwright.config.ts (listing over HTTP on the app's port + 98) has received so
 * far for `address`, oldest first.
 */
export const receivedMails = async (address: string): Promise<ReceivedMail[]> => {
  const catcher = `http://127.0.0.1:${Number(new URL(baseUrl()).port) + 98}/`;
  const mails = (await (await fetch(catcher)).json()) as ReceivedMail[];
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
};

/** The first e-mail to `address` that `matches`, decoded, once it has arrived: a notice leaves as it is raised. */
export const awaitMail = async (
  address: string,
  matches: (mail: { subject: string; text: string }) => boolean,
  message: string,
) => {
  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        mail = (await receivedMails(address)).map((received) => readableMail(received.raw)).find(matches);
        return mail !== undefined;
      },
      { timeout: 15_000, message },
    )
    .toBe(true);
  return mail ?? { subject: '', text: '' };
};

/**
 * The path of the newest link to `pathPrefix` e-mailed to `address`, read from the loopback SMTP server of
 * playwright.config.ts; waits for the message to arrive.
 */
export const mailedLink = async (address: string, pathPrefix: string): Promise<string> => {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await receivedMails(address))
          .map((mail) => mail.raw.replace(/=\r?\n/g, ''))
          .flatMap((text) => [...text.matchAll(new RegExp(`https?://[^/\\s]+(${pathPrefix}[^\\s"<>]*)`, 'g'))])
          .map((match) => match[1] ?? '')
          .at(-1);
        return link;
      },
      { timeout: 15_000, message: `an e-mail to ${address} with a link to ${pathPrefix}` },
    )
    .toBeTruthy();
  return link ?? '';
};
