import { expect as baseExpect, test } from '@playwright/test';
import { blockingViolations } from './axe';
import { api, login, signInApi } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** A demo parcel of the farm with this season's crop, as staff read it. */
const parcelWithCrop = async () => {
  const { items } = await api<{ items: { id: string; label: string }[] }>(
    await signInApi('staff@demo.test'),
    '/parcels?search=Champ%20du%20Moulin',
  );
  const [parcel] = items;
  expect(parcel, 'the demo parcel Champ du Moulin').toBeDefined();
  return `/parcels/${parcel?.id}`;
};

test('staff turn the decision tree off for Spain: their Spanish colleague no longer sees it, the French one still does', async ({
  page,
  browser,
}) => {
  const parcel = await parcelWithCrop();
  const spanish = await (await browser.newContext()).newPage();
  await login(spanish, 'staff.es@demo.test');
  await spanish.goto(parcel);
  const spanishRisk = spanish.getByRole('region', { name: 'Riesgo de babosas' });
  await expect(spanishRisk.getByRole('form', { name: 'Preguntas sobre el riesgo' })).toBeVisible();

  await login(page, 'staff@demo.test');
  await page.goto('/settings/internationalization');
  const countries = page.getByRole('table', { name: 'Countries' });
  await expect(countries.getByRole('row')).toHaveCount(6);
  await expect(countries.getByRole('row', { name: /Australia/ })).toContainText('Southern');
  expect(await blockingViolations(page)).toEqual([]);
  await countries.getByRole('link', { name: 'Spain' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Country pack: Spain' })).toBeVisible();
  // A tree that asks nothing is refused in the form, with the API's own words, before anything is sent.
  const questions = page.getByRole('group', { name: 'Questions asked' });
  for (const box of await questions.getByRole('checkbox').all()) await box.uncheck();
  await page.getByRole('textbox', { name: 'Reason for the change' }).fill('No advisers trained on the tree in Spain');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tick at least one question, or turn the decision tree off.')).toBeVisible();
  // The thresholds say what they mean on the trap as they are typed; a high line below the medium one is refused.
  const rapeHigh = page.getByLabel('High from, slugs per m², Oilseed rape', { exact: true });
  const rapeRow = page.getByRole('row', { name: /^Oilseed rape \d/ });
  await expect(rapeRow).toContainText('medium from 3, high from 7.5 slugs');
  await rapeHigh.fill('40');
  await expect(rapeRow).toContainText('medium from 3, high from 6 slugs');
  await rapeHigh.fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(rapeRow.getByText('The high line cannot be below the medium one.')).toBeVisible();
  await rapeHigh.fill('50');
  // Off, it may ask nothing. By keyboard, as the switch's own input sits under its track.
  const tree = page.getByRole('switch', { name: 'Ask the decision tree in this country' });
  await expect(tree).toBeChecked();
  await tree.focus();
  await tree.press('Space');
  await expect(tree).not.toBeChecked();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved')).toBeVisible();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row', { name: /No advisers trained on the tree in Spain/ })).toContainText(
    'Decision tree asked: true → false',
  );
  await expect(history.getByRole('row', { name: /No advisers trained/ })).toContainText(
    'Questions asked: Is the seedbed fine and firm?',
  );

  await spanish.reload();
  await expect(spanishRisk.getByText(/Alto|Medio|Bajo|No medido|Faltan respuestas/).first()).toBeVisible();
  await expect(spanishRisk.getByRole('form', { name: 'Preguntas sobre el riesgo' })).toHaveCount(0);
  const french = await (await browser.newContext()).newPage();
  await login(french, 'staff@demo.test');
  await french.goto(parcel);
  await expect(
    french.getByRole('region', { name: 'Slug risk' }).getByRole('form', { name: 'Risk questions' }),
  ).toBeVisible();
  await french.context().close();

  // Back to the default, which asks it again.
  await page.getByRole('button', { name: 'Reset to default: Country pack: Spain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset “Country pack: Spain” to its default?' });
  await dialog.getByRole('textbox', { name: 'Reason for the change' }).fill('Advisers trained');
  await dialog.getByRole('button', { name: 'Reset to default' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tree).toBeChecked();
  await spanish.reload();
  await expect(spanishRisk.getByRole('form', { name: 'Preguntas sobre el riesgo' })).toBeVisible();
  await spanish.context().close();
});

test('staff show Spain’s surfaces in acres and its temperatures in °F: their Spanish colleague reads and types them so', async ({
  page,
  browser,
}) => {
  const parcel = await parcelWithCrop();
  const staffToken = await signInApi('staff@demo.test');
  const { size } = await api<{ size: number }>(staffToken, parcel);
  await login(page, 'staff@demo.test');
  await page.goto('/settings/internationalization/ES');
  const choose = async (field: string, unit: string) => {
    await page.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: unit }).click();
  };
  await choose('Surfaces in', 'Acres (ac)');
  await choose('Temperatures in', 'Degrees Fahrenheit (°F)');
  await page.getByRole('textbox', { name: 'Reason for the change' }).fill('Imperial units for a trial');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved')).toBeVisible();

  const spanish = await (await browser.newContext()).newPage();
  await login(spanish, 'staff.es@demo.test');
  await spanish.goto(parcel);
  // 2.4711 acres a hectare, in Spanish notation.
  const acres = new Intl.NumberFormat('es', { maximumFractionDigits: 1 }).format(size * 2.471_054);
  await expect(spanish.getByText(`${acres} ac`)).toBeVisible();
  await expect(spanish.getByRole('region', { name: 'Tiempo de las últimas 24 horas' })).toContainText('°F');
  await spanish.goto(`${parcel}/settings/update`);
  const typed = spanish.getByRole('textbox', { name: 'Superficie (ac)' });
  await expect(typed).not.toHaveValue('');
  expect(Number((await typed.inputValue()).replace(',', '.'))).toBeCloseTo(size * 2.471_054, 1);
  await spanish.context().close();

  const { version } = await api<{ version: number }>(staffToken, '/settings/countries/ES');
  await api(staffToken, '/settings/countries/ES/reset', { version, reason: 'Trial over' });
});

test('recording an application on a British field says why metaldehyde is not offered', async ({ page }) => {
  const token = await signInApi('staff@demo.test');
  const { items } = await api<{ items: { id: string; currentCrop: { id: string } | null }[] }>(
    token,
    '/parcels?search=Top%20Field',
  );
  const field = items.find((parcel) => parcel.currentCrop);
  expect(field, 'a British demo field with its crop').toBeDefined();
  await login(page, 'staff@demo.test');
  await page.goto(`/parcels/${field?.id}/crops/${field?.currentCrop?.id}`);
  await page.getByRole('button', { name: 'Record an intervention' }).click();
  const form = page.getByRole('form', { name: 'New intervention' });
  await expect(form.getByRole('note')).toContainText(
    'Products of metaldehyde may not be applied in United Kingdom since 01/04/2022.',
  );
  await expect(form.getByRole('note')).toContainText('Outdoor use banned in Great Britain');
  const product = form.getByRole('combobox', { name: 'Anti-slug product' });
  await product.click();
  await expect(page.getByRole('option', { name: /metaldehyde/i })).toHaveCount(0);
  await page
    .getByRole('option', { name: /ferric phosphate/i })
    .first()
    .click();
  expect(await blockingViolations(page)).toEqual([]);
});
