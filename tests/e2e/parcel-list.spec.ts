import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { login } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// Demo parcels (apps/server/src/demo/parcels.ts): Ferme des Demo has 8, among them Le Pré Vert (no sensor) and
// La Butte (no crop this season); Outback Demo Station belongs to another provider. The demo farmer works in
// French, the provider and staff in English.
const parcelTable = (page: Page, name: string | RegExp = 'Parcelles') => page.getByRole('table', { name });
const labels = (page: Page) => parcelTable(page).locator('tbody tr td:first-child a').allTextContents();

test('a farmer lands on the parcel list, searches it and finds the parcels missing information', async ({ page }) => {
  await login(page, 'farmer@demo.test');
  await page.goto('/parcels');
  await expect(page).toHaveURL(/\/parcels\/list$/);
  await expect(page.getByText('Total : 8')).toBeVisible();
  await expect(parcelTable(page).getByRole('link', { name: 'Champ du Moulin' })).toBeVisible();
  // Every parcel shows its risk as words, not colour only.
  await expect(
    parcelTable(page)
      .locator('tbody tr')
      .first()
      .getByText(/^(Faible|Moyen|Élevé|Non mesuré|Réponses manquantes)$/),
  ).toBeVisible();

  await page.getByRole('searchbox', { name: 'Nom de la parcelle' }).fill('la ');
  await expect(page).toHaveURL(/search=la/);
  await expect(page.getByText('Total : 3')).toBeVisible();
  expect((await labels(page)).sort()).toEqual(['La Butte', 'La Grande Pièce', 'La Noue']);

  // The header shortcut counts the parcels missing information and opens them.
  await page.getByRole('link', { name: 'Parcelles avec informations manquantes : 2' }).click();
  await expect(page).toHaveURL(/missingInfoOnly=true/);
  await expect(page.getByText('Total : 2')).toBeVisible();
  expect((await labels(page)).sort()).toEqual(['La Butte', 'Le Pré Vert']);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Informations manquantes uniquement' })).toBeChecked();
  await expect(page.getByText('Total : 2')).toBeVisible();
});

test('filtering by risk or sensor keeps only matching rows, and sorting by risk is in the URL', async ({ page }) => {
  await login(page, 'farmer@demo.test');
  await page.goto('/parcels/list');
  // Risks come from the demo's captures: filter by whichever level the first parcel has today.
  // textContent, not innerText: the badge is drawn in capitals, its name is not.
  const risk = (await parcelTable(page).locator('tbody tr').first().locator('td').nth(1).textContent()) ?? '';
  await page.getByRole('combobox', { name: 'Niveaux de risque' }).click();
  await page.getByRole('option', { name: risk, exact: true }).click();
  await expect(page).toHaveURL(/riskLevels=/);
  await expect(page.getByText(/^Total : [1-8]$/)).toBeVisible();
  // Until the filtered page arrives the previous rows stay drawn: wait for every row to show the chosen risk.
  await expect
    .poll(async () => {
      const risks = await parcelTable(page).locator('tbody tr td:nth-child(2)').allTextContents();
      return risks.length > 0 && risks.every((text) => text === risk);
    })
    .toBe(true);

  // "Without a sensor" is a false flag, which must still reach the URL and the API.
  await page.goto('/parcels/list');
  await page.getByRole('combobox', { name: 'Capteur', exact: true }).click();
  await page.getByRole('option', { name: 'Sans capteur' }).click();
  await expect(page).toHaveURL(/withSensor=false/);
  await expect(page.getByText('Total : 1')).toBeVisible();
  expect(await labels(page)).toEqual(['Le Pré Vert']);

  await page.goto('/parcels/list');
  await parcelTable(page).getByRole('button', { name: 'Risque' }).click();
  await expect(page).toHaveURL(/sort=riskLevel/);
  await expect(parcelTable(page).getByRole('columnheader', { name: 'Risque' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('a provider sees its farmers’ parcels and not another provider’s; staff see both', async ({ page }) => {
  await login(page, 'provider@demo.test');
  await page.goto('/parcels/list?search=Oberfeld');
  await expect(parcelTable(page, 'Parcels').getByRole('link', { name: 'Oberfeld' })).toBeVisible();
  await page.goto('/parcels/list?search=Red');
  await expect(page.getByText('No parcel matches these filters')).toBeVisible();

  await login(page, 'staff@demo.test');
  await page.goto('/parcels/list?search=Red');
  await expect(parcelTable(page, 'Parcels').getByRole('link', { name: 'Red Paddock' })).toBeVisible();
});

/** Badges of the table whose words are cut to an ellipsis. */
const cutBadges = (page: Page) =>
  parcelTable(page, /^(Parcelles|Parcels)$/)
    .locator('.mantine-Badge-label')
    .evaluateAll((badges) => badges.filter((badge) => badge.scrollWidth > badge.clientWidth).map((b) => b.textContent));

for (const email of ['farmer@demo.test', 'staff@demo.test']) {
  test(`on a laptop screen ${email} sees every badge of the table whole`, async ({ page }) => {
    await login(page, email);
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/parcels/list');
      await expect(
        parcelTable(page, /^(Parcelles|Parcels)$/)
          .locator('tbody tr')
          .first(),
      ).toBeVisible();
      expect(await cutBadges(page)).toEqual([]);
    }
  });
}

test('on a phone the parcels are cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'farmer@demo.test');
  await page.goto('/parcels/list');
  await expect(page.getByRole('link', { name: 'Champ du Moulin' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the CSV export downloads the filtered parcels', async ({ page }) => {
  await login(page, 'farmer@demo.test');
  await page.goto('/parcels/list?withSensor=false');
  await expect(page.getByText('Total : 1')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter' }).click();
  await page.getByRole('menuitem', { name: 'Fichier CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^parcels-.*\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  // The farmer reads French: `;` between cells (decision 112).
  expect(lines[1]).toMatch(/^Le Pré Vert;Ferme des Demo;/);
});
