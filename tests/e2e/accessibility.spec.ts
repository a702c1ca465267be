import { expect, test, type Page, type Request } from '@playwright/test';
import { blockingViolations } from './axe';
import { login, saveLanguage, signInApi } from './fixtures';
import { readDemoIds, SCREENS, VIEWER_EMAILS, type DemoIds, type Viewer } from './screens';

/** Desktop Chrome's size (playwright.config.ts), then a common phone's. */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const ERROR_HEADINGS = /^(Page not found|Access denied|Page introuvable|Accès refusé|Something went wrong)$/;

/** How many requests the page has in flight, counted from the moment this is called. */
const countRequests = (page: Page) => {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => inFlight.size;
};

/** Three frames in a row without a transition: a map that pans, then opens a popup, starts one after another. */
const waitForStillFrames = (page: Page) =>
  page.evaluate(async () => {
    for (let quietFrames = 0; quietFrames < 3;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const animations = document.getAnimations();
      await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
      quietFrames = animations.length === 0 ? quietFrames + 1 : 0;
    }
  });

/**
 * The screen has settled as its user sees it: no loader says it is busy, nothing moves, and no call of the page is
 * still under way, including one that a screen just rendered started (a fading colour is no colour).
 */
const waitForScreen = async (page: Page, requestsInFlight: () => number) => {
  do {
    await expect.poll(requestsInFlight).toBe(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await waitForStillFrames(page);
  } while (requestsInFlight() > 0);
};

/**
 * Opens a screen inside the running console, as its links do (the router follows the history), so that each screen
 * costs its own calls and not a start of the whole application.
 */
const openInApp = (page: Page, path: string) =>
  page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const screensOf = (viewer: Viewer, ids: DemoIds) =>
  SCREENS.filter((screen) => screen.viewers.includes(viewer)).map((screen) => ({
    ...screen,
    path: typeof screen.path === 'string' ? screen.path : screen.path(ids),
  }));

const VIEWERS: Viewer[] = ['visitor', 'newcomer', 'staff', 'provider', 'farmer'];

for (const viewer of VIEWERS) {
  test(`every screen the ${viewer} reaches passes axe's WCAG 2.2 AA checks on desktop and phone`, async ({ page }) => {
    const ids = await readDemoIds();
    const screens = screensOf(viewer, ids);
    // About five seconds a screen on two shared cores: the page, then axe at two sizes.
    test.setTimeout(30_000 + screens.length * 15_000);
    const requestsInFlight = countRequests(page);
    if (viewer !== 'visitor') await login(page, VIEWER_EMAILS[viewer]);
    else await page.goto('/login');
    const failures: string[] = [];
    for (const screen of screens) {
      await page.setViewportSize(VIEWPORTS[0]);
      await openInApp(page, screen.path);
      await waitForScreen(page, requestsInFlight);
      const errorHeading = page.getByRole('heading', { name: ERROR_HEADINGS });
      if (screen.isErrorPage) await expect(errorHeading).toBeVisible();
      else await expect(errorHeading, `${screen.path} shows an error page`).toHaveCount(0);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await waitForScreen(page, requestsInFlight);
        const violations = await blockingViolations(page);
        if (violations.length > 0)
          failures.push(`${screen.path} (${viewport.name}):\n    ${violations.join('\n    ')}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

test("the libraries' own texts follow the French interface", async ({ page }) => {
  // The demo farmer's profile is in French.
  const ids = await readDemoIds();
  await login(page, VIEWER_EMAILS.farmer);

  // The date field's calendar: French month and day names, weeks from Monday, named arrows and clear button.
  await page.goto(`/parcels/${ids.parcel}/crops/${ids.crop}`);
  await page.getByRole('textbox', { name: 'Date de semis réelle' }).click();
  const monthNames = new Intl.DateTimeFormat('fr', { month: 'long' });
  const months = Array.from({ length: 12 }, (_, month) => monthNames.format(new Date(2026, month, 1)));
  await expect(page.getByRole('button', { name: new RegExp(`^(${months.join('|')}) \\d{4}$`) })).toBeVisible();
  await expect(page.getByRole('columnheader').first()).toHaveText('lu');
  await expect(page.getByRole('button', { name: 'Mois précédent' })).toBeVisible();
  await page.getByRole('button', { name: 'Mois précédent' }).click();
  await page.getByRole('table').getByRole('button').nth(10).click();
  await expect(page.getByRole('button', { name: 'Effacer' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // A dialog's close button.
  await page.goto(`/parcels/${ids.parcel}/settings`);
  await page.getByRole('button', { name: 'Supprimer la parcelle' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Fermer' })).toBeVisible();

  // Leaflet's credit's title (the maps have no zoom buttons, spec point 9), and the parcel map's layers button.
  await page.goto(`/parcels/${ids.parcel}/info`);
  await expect(page.getByRole('link', { name: 'Leaflet' })).toHaveAttribute(
    'title',
    'Une bibliothèque JavaScript de cartes interactives',
  );
  await page.goto('/parcels/map');
  await expect(page.getByRole('button', { name: 'Fonds de carte' })).toBeVisible();

  // The password field's toggle, signed out (the language chosen stays in the browser).
  await page.goto('/logout');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Afficher ou masquer le mot de passe' })).toBeVisible();
});

test('the statistics pages’ month pickers follow a staff member’s French', async ({ page }) => {
  const staff = await signInApi('staff@demo.test');
  await saveLanguage(staff, 'fr');
  try {
    await login(page, 'staff@demo.test');
    await page.goto('/stats/usage');
    await page.getByRole('button', { name: 'De', exact: true }).click();
    const monthNames = new Intl.DateTimeFormat('fr', { month: 'short' });
    await expect(
      page.getByRole('button', { name: monthNames.format(new Date(2026, 0, 1)), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Année précédente' })).toBeVisible();
  } finally {
    await saveLanguage(staff, 'en');
  }
});
