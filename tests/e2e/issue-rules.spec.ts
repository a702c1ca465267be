import { expect as baseExpect, test } from '@playwright/test';
import { login } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

test('staff raise the low battery threshold with a reason, see it in the history, then reset the rules', async ({
  page,
}) => {
  await login(page, 'staff@demo.test');
  await page.goto('/settings/issues');
  await expect(page.getByRole('heading', { name: 'Issue settings', level: 1 })).toBeVisible();
  const threshold = page.getByRole('textbox', { name: 'Threshold of Battery too low' });
  await expect(threshold).toHaveValue('11.5');

  await threshold.fill('13');
  await page.getByRole('textbox', { name: 'Reason for the change' }).fill('Batteries age faster this winter');
  await page.getByRole('button', { name: 'Save' }).click();
  // The API's bounds, in the form, before anything is sent.
  await expect(threshold).toHaveAttribute('aria-invalid', 'true');
  await threshold.fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved')).toBeVisible();

  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row', { name: /Batteries age faster this winter/ })).toContainText(
    'Battery too low: Threshold: 11.5 → 12',
  );
  await expect(threshold).toHaveValue('12');

  await page.getByRole('button', { name: 'Reset to default: Issue rules' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset “Issue rules” to its default?' });
  await dialog.getByRole('textbox', { name: 'Reason for the change' }).fill('Back to the tested thresholds');
  await dialog.getByRole('button', { name: 'Reset to default' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(threshold).toHaveValue('11.5');
  await expect(history.getByRole('row', { name: /Back to the tested thresholds/ })).toContainText('Back to the default');
});
