import { setTimeout } from 'node:timers/promises';
import { expect, test, type Page, type Request } from '@playwright/test';
import { api, putOffNotificationModal, signInApi } from './fixtures';

// The farmer's profile is in French; the test browser speaks English.
const FARMER = 'farmer@demo.test';
const HOLD_LIMIT_MS = 5_000;
// Held answers and a first page of a fresh server: more than the default wait on a busy machine.
const FIRST_PAGE_MS = 15_000;
/** Script files a returning farmer's browser may fetch before `/parcels` asks for its list. */
const START_LIST_SCRIPT_BUDGET = 60;

type UrlTest = (url: URL) => boolean;
const isProfile: UrlTest = (url) => url.pathname === '/back/profile';
const isListModule: UrlTest = (url) => /^\/assets\/parcel-list\.route-[\w-]+\.js$/.test(url.pathname);
const isFrenchTexts: UrlTest = (url) => url.pathname === '/back/locales/fr/common';
const isTexts: UrlTest = (url) => url.pathname.startsWith('/back/locales/');
const isListCall: UrlTest = (url) => url.pathname === '/back/parcels';
const urlOf = (request: Request) => new URL(request.url());

/** Opens the app already signed in, as a returning user does, with `language` as the language stored last time. */
const openSignedIn = async (page: Page, path: string, language?: string, user = FARMER) => {
  const accessToken = await signInApi(user);
  await putOffNotificationModal(page, (await api<{ id: string }>(accessToken, '/profile')).id);
  await page.addInitScript(
    ([tokens, storedLanguage]) => {
      localStorage.setItem('oauth/tokens', tokens);
      if (storedLanguage) localStorage.setItem('i18nextLng', storedLanguage);
    },
    [JSON.stringify({ access_token: accessToken, refresh_token: null }), language] as const,
  );
  await page.goto(path);
};

/**
 * Holds the answers to the requests `held` picks until every request `awaited` picks has started (or a time limit),
 * and tells, for each held request, which of those had started.
 */
const holdUntilStarted = async (page: Page, held: UrlTest, awaited: UrlTest[]) => {
  const started = awaited.map(() => false);
  let startedAll = () => {};
  const allStarted = new Promise<void>((resolve) => (startedAll = resolve));
  page.on('request', (request) => {
    awaited.forEach((picks, index) => (started[index] ||= picks(urlOf(request))));
    if (started.every(Boolean)) startedAll();
  });
  const startedWhileHeld: boolean[][] = [];
  await page.route(held, async (route) => {
    // The limit only bounds the hold: a request that never starts is told as such, not waited for forever.
    await Promise.race([allStarted, setTimeout(HOLD_LIMIT_MS)]);
    startedWhileHeld.push([...started]);
    await route.continue();
  });
  return startedWhileHeld;
};

test('opening /parcels fetches the list module and the stored language texts before the profile answers', async ({
  page,
}) => {
  const startedWhileHeld = await holdUntilStarted(page, isProfile, [isListModule, isFrenchTexts]);
  await openSignedIn(page, '/parcels', 'fr');

  await expect(page.getByRole('heading', { name: 'Parcelles', level: 1 })).toBeVisible({ timeout: FIRST_PAGE_MS });
  await expect(page).toHaveURL(/\/parcels\/list$/);
  // One profile fetch: the way to the list does not go through the session twice.
  expect(startedWhileHeld).toEqual([[true, true]]);
});

test('the profile language, other than the browser one, loads alongside the list and the list shows in it', async ({
  page,
}) => {
  const startedWhileHeld = await holdUntilStarted(page, isFrenchTexts, [isListCall]);
  const englishShown = page.getByRole('heading', { name: 'Parcels', exact: true, level: 1 });
  await openSignedIn(page, '/parcels');

  await expect(page.getByRole('heading', { name: 'Parcelles', level: 1 })).toBeVisible({ timeout: FIRST_PAGE_MS });
  expect(startedWhileHeld).toEqual([[true]]);
  await expect(englishShown).toHaveCount(0);
});

test(`/parcels asks for its list after at most ${START_LIST_SCRIPT_BUDGET} script files, the profile and texts once`, async ({
  page,
}) => {
  const scripts: string[] = [];
  let scriptsBeforeList: string[] | null = null;
  const asked = { profile: 0, texts: 0, otherTexts: 0 };
  page.on('request', (request) => {
    const url = urlOf(request);
    if (request.resourceType() === 'script') scripts.push(url.pathname);
    if (isListCall(url)) scriptsBeforeList ??= [...scripts];
    if (isProfile(url)) asked.profile += 1;
    if (isFrenchTexts(url)) asked.texts += 1;
    else if (isTexts(url)) asked.otherTexts += 1;
  });
  await openSignedIn(page, '/parcels', 'fr');

  await expect(page.getByRole('heading', { name: 'Parcelles', level: 1 })).toBeVisible({ timeout: FIRST_PAGE_MS });
  expect(scriptsBeforeList).not.toBeNull();
  const fetched = scriptsBeforeList ?? [];
  expect(fetched.length, fetched.join('\n')).toBeLessThanOrEqual(START_LIST_SCRIPT_BUDGET);
  // French only: no other language's texts, not even the English a browser speaking none of ours would get.
  expect(asked).toEqual({ profile: 1, texts: 1, otherTexts: 0 });
});

for (const { user, heading } of [
  { user: FARMER, heading: 'Parcelles' },
  // Staff's list opens under their starred favourite, remembered on the first visit.
  { user: 'staff@demo.test', heading: 'Parcels' },
]) {
  test(`${user} coming back to /parcels has the list asked for before the profile answers, and once`, async ({
    page,
  }) => {
    await openSignedIn(page, '/parcels', undefined, user);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: FIRST_PAGE_MS });
    const opened = new URL(page.url());

    const startedWhileHeld = await holdUntilStarted(page, isProfile, [isListCall]);
    const listCalls: string[] = [];
    page.on('request', (request) => {
      const url = urlOf(request);
      if (isListCall(url)) listCalls.push(url.search);
    });
    await page.goto('/parcels');

    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: FIRST_PAGE_MS });
    await expect(page).toHaveURL(`${opened.pathname}${opened.search}`);
    await expect(page.getByRole('table', { name: heading })).toBeVisible();
    // Staff's start adds their favourite to the address, a navigation that reads the profile again.
    expect(startedWhileHeld.length).toBeGreaterThan(0);
    expect(startedWhileHeld.flat()).not.toContain(false);
    expect(listCalls).toHaveLength(1);
  });
}
