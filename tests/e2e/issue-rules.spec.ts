import { expect as baseExpect, test } from '@playwright/test';
import { blockingViolations } from './axe';
import { login } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

test('staff raise the low battery threshold with a reason, see it in the history, then reset the rules', async ({
  page,
}) => {
  // Two previews replay a month of the demo's captures, then a save, the history and a reset: past 30 s on two cores.
  test.setTimeout(60_000);
  await login(page, 'staff@demo.test');
  await page.goto('/settings/issues');
  await expect(page.getByRole('heading', { name: 'Issue settings', level: 1 })).toBeVisible();
  const threshold = page.getByRole('textbox', { name: 'Threshold of Battery too low' });
  await expect(threshold).toHaveValue('11.5');

  // A closing value under the threshold would close the issue before the battery is back: refused in the form.
  const closing = page.getByRole('textbox', { name: 'Value past which Battery too low closes' });
  await closing.fill('11');
  await closing.blur();
  await expect(page.getByText('At or above the threshold: the battery must be back up')).toBeVisible();
  await closing.fill('12.2');

  // The preview replays the demo's month of captures: unchanged rules, then one type that opened issues turned off.
  await page.getByRole('button', { name: 'Preview over the last 30 days' }).click();
  const preview = page.getByRole('region', { name: 'What these rules would have done' });
  await expect(preview).toContainText(/Captures of the last 30 days/);
  const firstRow = preview.getByRole('table', { name: 'Issues by type' }).getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(/^([1-9]\d*)\s*→\s*\1$/);
  const type = await firstRow.getByRole('cell').first().innerText();
  // By keyboard, as the switch's own input sits under its track.
  const opens = page.getByRole('switch', { name: `${type} opens issues` });
  await opens.focus();
  await opens.press('Space');
  await expect(opens).not.toBeChecked();
  await page.getByRole('button', { name: 'Preview over the last 30 days' }).click();
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(/^[1-9]\d*\s*→\s*0$/);
  expect(await blockingViolations(page)).toEqual([]);

  await threshold.fill('13');
  await page.getByRole('textbox', { name: 'Reason for the change' }).fill('Batteries age faster this winter');
  await page.getByRole('button', { name: 'Save' }).click();
  // The API's bounds, in the form, before anything is sent.
  await expect(threshold).toHaveAttribute('aria-invalid', 'true');
  await threshold.fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved')).toBeVisible();

  const history = page.getByRole('table', { name: 'History' });
  const saved = history.getByRole('row', { name: /Batteries age faster this winter/ });
  await expect(saved).toContainText('Battery too low: Threshold: 11.5 → 12');
  await expect(saved).toContainText('Battery too low: Closing value: – → 12.2');
  await expect(saved).toContainText(`${type}: Opens issues: true → false`);
  await expect(threshold).toHaveValue('12');

  await page.getByRole('button', { name: 'Reset to default: Issue rules' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset “Issue rules” to its default?' });
  await dialog.getByRole('textbox', { name: 'Reason for the change' }).fill('Back to the tested thresholds');
  await dialog.getByRole('button', { name: 'Reset to default' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(threshold).toHaveValue('11.5');
  await expect(history.getByRole('row', { name: /Back to the tested thresholds/ })).toContainText(
    'Back to the default',
  );
});
