import { expect, test, type Page } from '@playwright/test';
import { followRequests, SCREEN_BUDGET_MS, withinBudget } from '../page-requests';
import { blockingViolations } from './axe';
import { login, saveLanguage, signInApi } from './fixtures';
import { readDemoIds, SCREENS, VIEWER_EMAILS, type DemoIds, type Viewer } from './screens';
import { squeezedTables } from './squeezed-tables';
import { widerThanWindow } from './wider-than-window';

/**
 * Desktop Chrome's size (playwright.config.ts), a small laptop's (the narrowest that draws tables: Mantine's medium
 * breakpoint is 992 px), then a common phone's. Axe runs on desktop and phone; the tables are checked where drawn,
 * the laptop's between the two others so that they stay drawn, only narrower; no screen may scroll sideways at any.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 720, axe: true, tables: true },
  { name: 'laptop', width: 1024, height: 768, axe: false, tables: true },
  { name: 'phone', width: 390, height: 844, axe: true, tables: false },
] as const;

const ERROR_HEADINGS = /^(Page not found|Access denied|Page introuvable|Accès refusé|Something went wrong)$/;

/**
 * Three frames in a row without a transition: a map that pans, then opens a popup, starts one after another. An
 * endless animation (a pulsing marker) never finishes and is left out.
 */
const waitForStillFrames = (page: Page) =>
  withinBudget(
    page,
    page.evaluate(async () => {
      for (let quietFrames = 0; quietFrames < 3;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const animations = document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
        await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
        quietFrames = animations.length === 0 ? quietFrames + 1 : 0;
      }
    }),
  );

/**
 * The screen has settled as its user sees it: its calls answered, no loader saying it is busy, and nothing moving (a
 * fading colour is no colour), including after a call that the settled screen itself started. A loader may outlast
 * expect's five seconds while the other walker's screen holds the embedded database and both browsers share two
 * cores: the wait ends when the loader goes, up to a screen's own budget.
 */
const waitForScreen = async (page: Page, requests: ReturnType<typeof followRequests>) => {
  do {
    await requests.settled();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: SCREEN_BUDGET_MS });
    await waitForStillFrames(page);
  } while (!requests.isIdle());
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

/**
 * Each viewer's screens in parts that the walk's two workers share: the signed-in viewers reach most screens, staff
 * about sixty.
 */
const WALKS: { viewer: Viewer; parts: number }[] = [
  { viewer: 'visitor', parts: 1 },
  { viewer: 'newcomer', parts: 1 },
  { viewer: 'staff', parts: 3 },
  { viewer: 'provider', parts: 2 },
  { viewer: 'farmer', parts: 2 },
];

for (const { viewer, parts } of WALKS) {
  for (let part = 1; part <= parts; part++) {
    const title = parts > 1 ? `the ${viewer} reaches (part ${part} of ${parts})` : `the ${viewer} reaches`;
    test(`every screen ${title} passes axe's WCAG 2.2 AA checks on desktop and phone, its tables whole on laptops`, async ({
      page,
    }) => {
      const ids = await readDemoIds();
      const all = screensOf(viewer, ids);
      const size = Math.ceil(all.length / parts);
      const screens = all.slice((part - 1) * size, part * size);
      // About five seconds a screen on two shared cores: the page, then axe at two sizes.
      test.setTimeout(30_000 + screens.length * SCREEN_BUDGET_MS);
      const requests = followRequests(page);
      if (viewer !== 'visitor') await login(page, VIEWER_EMAILS[viewer]);
      else await page.goto('/login');
      const failures: string[] = [];
      for (const screen of screens) {
        await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
        await openInApp(page, screen.path);
        await waitForScreen(page, requests);
        const errorHeading = page.getByRole('heading', { name: ERROR_HEADINGS });
        if (screen.isErrorPage) await expect(errorHeading).toBeVisible();
        else await expect(errorHeading, `${screen.path} shows an error page`).toHaveCount(0);
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await waitForScreen(page, requests);
          const found = [
            ...(viewport.axe ? await blockingViolations(page) : []),
            ...(viewport.tables ? await squeezedTables(page) : []),
            ...(await widerThanWindow(page)),
          ];
          if (found.length > 0) failures.push(`${screen.path} (${viewport.name}):\n    ${found.join('\n    ')}`);
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
}

test("the libraries' own texts follow the French interface", async ({ page }) => {
  // Five screens and a sign-out in one journey, beside the walk's other worker: about 30 s on two busy cores.
  test.setTimeout(60_000);
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
