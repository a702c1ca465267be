import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { login, pickDay } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// Le Pré Vert, a demo parcel of Ferme des Demo without a sensor, has this season's winter cereal planned. The crop
// recorded here is sown this month under next season: sown, it is the field's crop from then on (decision 149), and
// the parcel still lacks a sensor for the other journeys. La Butte keeps its empty field. The farmer works in French,
// whose number format groups thousands with a narrow space.
test('a farmer records a crop, within the seeding range of its crop and on a free season', async ({ page }) => {
  const season = new Date().getFullYear();
  await login(page, 'farmer@demo.test');
  await page.goto('/parcels/list?search=Le%20Pr%C3%A9%20Vert');
  await page.getByRole('link', { name: 'Le Pré Vert', exact: true }).click();
  await page.getByRole('tab', { name: 'Cultures' }).click();
  const crops = page.getByRole('table', { name: 'Cultures de la parcelle' });
  await expect(crops.getByRole('link', { name: String(season) })).toBeVisible();
  await expect(crops.getByRole('link', { name: String(season + 1) })).toHaveCount(0);

  await page.getByRole('link', { name: 'Ajouter une culture' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle culture' });
  await form.getByRole('combobox', { name: 'Stade' }).click();
  await page.getByRole('option', { name: 'Levé', exact: true }).click();
  const quantity = form.getByRole('textbox', { name: 'Densité de semis prévue (graines/ha)' });
  await quantity.fill('800000');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    form.getByText(/Pour cette culture, saisissez entre 200\s000 et 700\s000 graines par hectare\./),
  ).toBeVisible();
  // A crop already up was sown on some day: the form asks for it on the actual seeding date.
  const sown = form.getByRole('textbox', { name: 'Date de semis réelle' });
  await expect(sown).toHaveAttribute('aria-invalid', 'true');
  await expect(
    form.getByText('Une culture semée ou plus avancée a une date de semis réelle : indiquez-la.'),
  ).toBeVisible();
  await pickDay(page, sown);

  // This season already has its crop: the server says so on the season field.
  await form.getByRole('textbox', { name: 'Campagne' }).fill(String(season));
  await quantity.fill('450000');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('La parcelle a déjà une culture pour cette campagne.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Campagne' }).fill(String(season + 1));
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La culture est enregistrée.')).toBeVisible();
  await expect(crops.getByRole('link', { name: String(season + 1) })).toBeVisible();
  await expect(crops.getByText(/^450\s000$/)).toBeVisible();

  // The field keeps a crop: the cereal until the rapeseed's sowing day has come, the rapeseed from then on.
  await page.getByRole('tab', { name: 'Synthèse' }).click();
  const crop = page.getByRole('region', { name: 'Culture de la campagne' });
  await expect(crop.getByText(/^(Colza|Céréales d'hiver) \(\d{4}\)$/).first()).toBeVisible();
  await expect(crop.getByText('Aucune culture enregistrée pour cette campagne.')).toHaveCount(0);
});

// Les Sablons has this season's oilseed rape. The intervention recorded here is deleted at the end.
test('a farmer records an anti-slug application on the crop’s timeline, then deletes it', async ({ page }) => {
  await login(page, 'farmer@demo.test');
  await page.goto('/parcels/list?search=Les%20Sablons');
  await page.getByRole('link', { name: 'Les Sablons', exact: true }).click();
  await page.getByRole('tab', { name: 'Cultures' }).click();
  await page
    .getByRole('table', { name: 'Cultures de la parcelle' })
    .getByRole('link', {
      name: String(new Date().getFullYear()),
    })
    .click();
  const timeline = page.getByRole('region', { name: 'Interventions' });
  await timeline.getByRole('button', { name: 'Enregistrer une intervention' }).click();

  const form = page.getByRole('form', { name: 'Nouvelle intervention' });
  await form.getByRole('combobox', { name: 'Anti-limace' }).click();
  await page.getByRole('option', { name: /Sluxx HP/ }).click();
  const dose = form.getByRole('textbox', { name: 'Dose appliquée' });
  await dose.fill('0');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Saisissez une dose supérieure à 0.')).toBeVisible();
  await dose.fill('4,5');
  await form.getByRole('textbox', { name: 'Commentaire' }).fill('Bordure nord seulement');
  await form.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(timeline.getByText('Sluxx HP · 4,5 kg/ha')).toBeVisible();
  await expect(timeline.getByText('Bordure nord seulement')).toBeVisible();
  // The timeline as a file, in French.
  const download = page.waitForEvent('download');
  await timeline.getByRole('button', { name: 'Exporter' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^interventions-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path()) ?? '', 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    'Date;Intervention;Travail du sol;Produit;Substance active;Dose;Unité;Retiré depuis le;Commentaire',
  );
  expect(lines).toContainEqual(
    expect.stringMatching(/;Anti-limace;;Sluxx HP;phosphate ferrique;4,5;kg\/ha;;Bordure nord seulement$/),
  );

  await timeline.getByRole('button', { name: /^Supprimer : Anti-limace du / }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer cette intervention ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(timeline.getByText('Sluxx HP · 4,5 kg/ha')).toHaveCount(0);
});
