import { expect as baseExpect, test } from '@playwright/test';
import { login, pickDay } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

// Ferme des Demo keeps free sensors: SLG-FR-0011 in service and SLG-FR-0039 in theft mode. The parcel made here is
// deleted at the end, which frees its sensor again, so the farmer's other journeys still see eight parcels.
test('a farmer creates a parcel with its crop and sensor in three steps, then deletes it', async ({
  page,
  browser,
}) => {
  await login(page, 'farmer@demo.test');
  await page.goto('/parcels/list');
  await page.getByRole('link', { name: 'Nouvelle parcelle' }).click();
  await expect(page.getByLabel('Étapes de la nouvelle parcelle')).toBeVisible();

  // Step 1 checks its fields before going on; the map places the parcel.
  const info = page.getByRole('form', { name: 'Informations' });
  await info.getByRole('button', { name: 'Suivant' }).click();
  await expect(info.getByRole('textbox', { name: 'Latitude' })).toHaveAttribute('aria-invalid', 'true');
  await expect(info.getByRole('combobox', { name: 'Type de sol' })).toHaveAttribute('aria-invalid', 'true');
  await expect(info.getByText('Cette valeur n’est pas valide')).toHaveCount(0);
  await info.getByRole('textbox', { name: 'Nom' }).fill('Le Champ Neuf');
  await info.getByRole('combobox', { name: 'Type de sol' }).click();
  await page.getByRole('option', { name: 'Argilo-calcaire' }).click();
  await info.getByRole('textbox', { name: 'Surface (ha)' }).fill('7,5');
  await info.getByRole('textbox', { name: 'Code postal' }).fill('32000');
  await info.getByRole('textbox', { name: 'Commune' }).fill('Auch');
  await info.getByRole('region', { name: 'Position de la parcelle' }).click();
  await expect(info.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
  await info.getByRole('button', { name: 'Suivant' }).click();

  // Step 2, then back: the first step kept what was typed.
  const crop = page.getByRole('form', { name: 'Culture' });
  await expect(crop.getByRole('combobox', { name: 'Culture' })).toBeVisible();
  await crop.getByRole('link', { name: 'Retour' }).click();
  await expect(info.getByRole('textbox', { name: 'Nom' })).toHaveValue('Le Champ Neuf');
  await info.getByRole('button', { name: 'Suivant' }).click();
  await crop.getByRole('combobox', { name: 'Stade' }).click();
  await page.getByRole('option', { name: 'Semé', exact: true }).click();
  await pickDay(page, crop.getByRole('textbox', { name: 'Date de semis réelle' }));
  await crop.getByRole('button', { name: 'Suivant' }).click();

  // Step 3: a stolen sensor is refused with its own message, and nothing is created.
  const sensor = page.getByRole('form', { name: 'Capteur' });
  const picker = sensor.getByRole('combobox', { name: 'Capteur' });
  await picker.fill('SLG-FR-0039');
  await page.getByRole('option', { name: /SLG-FR-0039/ }).click();
  await sensor.getByRole('button', { name: 'Créer la parcelle' }).click();
  await expect(
    sensor.getByText('Ce capteur est en mode vol ou déclaré perdu : il ne peut pas être posé.'),
  ).toBeVisible();

  await picker.fill('SLG-FR-0011');
  await page.getByRole('option', { name: /SLG-FR-0011/ }).click();
  await sensor.getByRole('button', { name: 'Créer la parcelle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Le Champ Neuf' })).toBeVisible();
  const cropCard = page.getByRole('region', { name: 'Culture de la campagne' });
  await expect(cropCard.getByText('Semé', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Capteur' }).getByText('SLG-FR-0011')).toBeVisible();

  // The decision tree is the manufacturer's (decision 163): the farmer reads the level, not the questions.
  const risk = page.getByRole('region', { name: 'Risque limaces' });
  await expect(risk.getByText('Élevé', { exact: true })).toBeVisible();
  await expect(risk.getByRole('form', { name: 'Questions sur le risque' })).toHaveCount(0);

  // Staff answer them: one answer leaves the others missing; all five, with pellets already spread, lower the level.
  const staffPage = await (await browser.newContext()).newPage();
  await login(staffPage, 'staff@demo.test');
  await staffPage.goto(new URL(page.url()).pathname);
  const staffRisk = staffPage.getByRole('region', { name: 'Slug risk' });
  const questions = staffRisk.getByRole('form', { name: 'Risk questions' });
  await questions.getByRole('radiogroup', { name: 'Is the weather mild and wet these days?' }).getByLabel('No').check();
  await questions.getByRole('button', { name: 'Save the answers' }).click();
  await expect(staffRisk.getByText('Answers missing', { exact: true })).toBeVisible();
  // The save is confirmed, naming the four questions still open; the answer given shows its day.
  const partial = staffPage.getByRole('alert').filter({ hasText: 'Still to answer:' });
  await expect(partial.getByRole('listitem')).toHaveCount(4);
  await expect(partial.getByText('Is the seedbed fine and firm?')).toBeVisible();
  const today = new Intl.DateTimeFormat('en-GB').format(new Date());
  await expect(questions.getByText(`Answered on ${today}`)).toHaveCount(1);
  for (const question of [
    'Is the seedbed fine and firm?',
    'Was the soil worked in the last few weeks?',
    'Will the field be rolled after seeding?',
  ]) {
    await questions.getByRole('radiogroup', { name: question }).getByLabel('No').check();
  }
  await questions
    .getByRole('radiogroup', { name: 'Were anti-slug pellets spread in the last two weeks?' })
    .getByLabel('Yes')
    .check();
  await questions.getByRole('button', { name: 'Save the answers' }).click();
  await expect(staffRisk.getByText('Pellets applied earlier are still active.')).toBeVisible();
  await expect(staffRisk.getByText('Medium', { exact: true })).toBeVisible();
  await expect(staffPage.getByText('The answers are saved and the risk is updated.')).toBeVisible();
  await staffPage.context().close();
  await page.reload();
  await expect(risk.getByText('Des granulés appliqués sont encore actifs.')).toBeVisible();
  await expect(risk.getByText('Moyen', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Informations' }).click();
  await expect(page.getByRole('region', { name: 'Parcelle' }).getByText('7,5 ha')).toBeVisible();

  // Deleting asks first, then frees the sensor and opens the list.
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await page.getByRole('button', { name: 'Supprimer la parcelle' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer Le Champ Neuf ?' });
  await confirm.getByRole('button', { name: 'Supprimer la parcelle' }).click();
  await expect(page).toHaveURL(/\/parcels\/list/);
  await expect(page.getByText('Total : 8')).toBeVisible();
});

test('a farmer edits a parcel’s settings and reads them back', async ({ page }) => {
  await login(page, 'farmer@demo.test');
  await page.goto('/parcels/list?search=Le%20Pr%C3%A9%20Vert');
  await page.getByRole('link', { name: 'Le Pré Vert', exact: true }).click();
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await page.getByRole('link', { name: 'Modifier les paramètres' }).click();
  const form = page.getByRole('form', { name: 'Modifier les paramètres' });
  const size = form.getByRole('textbox', { name: 'Surface (ha)' });
  const before = await size.inputValue();
  await size.fill('0');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Saisissez une surface supérieure à 0.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Note de l’agriculteur' }).fill('Mouillère au sud, à surveiller.');
  await size.fill(before);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  const settings = page.getByRole('region', { name: 'Paramètres' });
  await expect(settings.getByText('Mouillère au sud, à surveiller.')).toBeVisible();
});

test('staff choose the account a new parcel belongs to', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/parcels/new');
  const info = page.getByRole('form', { name: 'Information' });
  await info.getByRole('textbox', { name: 'Name' }).fill('For a farm');
  await info.getByRole('button', { name: 'Next' }).click();
  await expect(info.getByRole('combobox', { name: 'Account' })).toHaveAttribute('aria-invalid', 'true');
  await info.getByRole('combobox', { name: 'Account' }).fill('Nouveau');
  await page.getByRole('option', { name: 'Ferme du Nouveau' }).click();
  await expect(info.getByRole('combobox', { name: 'Account' })).toHaveValue('Ferme du Nouveau');
  await info.getByRole('combobox', { name: 'Soil type' }).click();
  await page.getByRole('option', { name: 'Silt loam' }).click();
  await info.getByRole('textbox', { name: 'Postal code' }).fill('82000');
  await info.getByRole('textbox', { name: 'Town' }).fill('Montauban');
  await info.getByRole('region', { name: 'Position of the parcel' }).click();
  await info.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'No crop yet' }).click();

  // The sensor step offers the free sensors that farm may place, its own and its provider's, not the whole
  // manufacturer's fleet.
  await page.getByRole('form', { name: 'Sensor' }).getByRole('combobox', { name: 'Sensor' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toContainText(/ · (Ferme du Nouveau|Agri Distribution Demo)$/);
  const owners = new Set((await options.allTextContents()).map((text) => text.split(' · ').at(-1)));
  expect([...owners].sort()).toEqual(['Agri Distribution Demo', 'Ferme du Nouveau']);
});

test('the new parcel’s step bar holds its three steps on one line on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'farmer@demo.test');
  await page.goto('/parcels/new');
  const steps = page.getByLabel('Étapes de la nouvelle parcelle').getByRole('button');
  await expect(steps).toHaveCount(3);
  const tops = await steps.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  const bar = await page.getByLabel('Étapes de la nouvelle parcelle').boundingBox();
  expect(bar?.width).toBeLessThanOrEqual(390);
});
