import { expect, test } from '@playwright/test';
import { loginThroughForm } from './fixtures';

type Hit = Record<string, string>;

/** What the local Matomo-compatible tracker of playwright.config.ts (on the app's port + 94) has received. */
const receivedHits = async (): Promise<Hit[]> => {
  const tracker = `http://127.0.0.1:${Number(new URL(String(test.info().project.use.baseURL)).port) + 94}/hits`;
  return (await (await fetch(tracker)).json()) as Hit[];
};

test('page views, the sign-in and an export reach the tracker with the site id, account type and language', async ({
  page,
}) => {
  const before = (await receivedHits()).length;
  const hitsOfThisJourney = async () => (await receivedHits()).slice(before);

  // The farmer's profile is in French.
  await loginThroughForm(page, 'farmer@demo.test');
  await expect(page).toHaveURL(/\/parcels\/list$/);
  await expect.poll(async () => (await hitsOfThisJourney()).some((hit) => hit.e_a === 'login')).toBe(true);
  await expect
    .poll(async () => (await hitsOfThisJourney()).find((hit) => hit.url?.endsWith('/parcels/list')))
    .toMatchObject({ idsite: '3', dimension1: 'farmer', dimension2: 'fr', action_name: expect.any(String) });

  // A query change is a page view of its own.
  await page.goto('/parcels/list?withSensor=false');
  await expect(page.getByText('Total : 1')).toBeVisible();
  await expect
    .poll(async () => (await hitsOfThisJourney()).some((hit) => hit.url?.endsWith('/parcels/list?withSensor=false')))
    .toBe(true);

  await page.getByRole('button', { name: 'Exporter' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Fichier CSV' }).click();
  await downloading;
  await expect
    .poll(async () => (await hitsOfThisJourney()).find((hit) => hit.e_a === 'export'))
    .toMatchObject({ idsite: '3', e_c: 'parcels', dimension1: 'farmer' });
});
