import { expect, test } from '@playwright/test';
import { buildTermsPdf } from '../../apps/server/src/demo/terms-document.ts';
import { api, login, signInApi } from './fixtures';

// Unique per run, so a retried test does not meet its own label.
const VERSION = `e2e-${Date.now().toString(36)}`;
const NEW_PDF = buildTermsPdf(`Terms of service - version ${VERSION}`, ['Published by the browser journey.']);
const DEMO_USERS = ['staff@demo.test', 'provider@demo.test', 'farmer@demo.test', 'newcomer@demo.test'];

/**
 * Files after this one sign in as the demo users and expect what they found before it: whoever had accepted the
 * terms before this journey has accepted the version it publishes afterwards; the others are left as they were.
 */
const acceptedBefore: string[] = [];
test.beforeAll(async () => {
  for (const username of DEMO_USERS) {
    const profile = await api<{ areTosAccepted: boolean }>(await signInApi(username), '/profile');
    if (profile.areTosAccepted) acceptedBefore.push(username);
  }
});
test.afterAll(async ({ baseURL }) => {
  for (const username of acceptedBefore) {
    const token = await signInApi(username);
    const response = await fetch(`${baseURL}/back/profile/tos/accept`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status, `${username} accepts the terms`).toBe(204);
  }
});

test('a new terms version forces acceptance at next sign-in', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/settings/tos');
  const versions = page.getByRole('table', { name: 'Terms of use versions' });
  await expect(versions.getByRole('row').filter({ hasText: 'Current' })).toHaveCount(1);
  await expect(versions.getByRole('row').filter({ hasText: '2026-01' })).toBeVisible();

  await page.getByRole('link', { name: 'Publish a new version' }).click();
  await expect(page.getByRole('heading', { name: 'New terms of use' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Version' }).fill(VERSION);
  const file = page.locator('input[type="file"]');

  // A file named .pdf that is not one is refused before anything is sent.
  await file.setInputFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html></html>') });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('This file is not a PDF document')).toBeVisible();

  await file.setInputFiles({ name: `terms-${VERSION}.pdf`, mimeType: 'application/pdf', buffer: NEW_PDF });
  await expect(page.getByText('This file is not a PDF document')).toBeHidden();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish version ${VERSION}?` });
  await expect(dialog).toContainText('Every user, you included, will have to accept these terms');
  await dialog.getByRole('button', { name: 'Publish and ask for acceptance' }).click();

  // Staff are users too: the gate asks them first, then they are back on the list.
  await expect(page).toHaveURL(/\/accept-tos\?referrer=%2Fsettings%2Ftos$/);
  await page.getByRole('button', { name: 'I accept the terms of use' }).click();
  await expect(page).toHaveURL(/\/settings\/tos$/);
  const newest = versions.getByRole('row').nth(1);
  await expect(newest).toContainText(VERSION);
  await expect(newest).toContainText('Current');
  await expect(versions.getByRole('row').filter({ hasText: 'Current' })).toHaveCount(1);

  // An older version still downloads, through the staff-only API.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download version 2026-01' }).click();
  expect((await download).suggestedFilename()).toBe('terms-of-service-2026-01.pdf');

  await page.goto('/logout');
  await login(page, 'provider@demo.test');
  await expect(page).toHaveURL(/\/accept-tos/);
  await page.getByRole('button', { name: 'I accept the terms of use' }).click();
  await expect(page).toHaveURL(/\/parcels\/list$/);

  await page.getByRole('button', { name: 'Open the user menu' }).click();
  const terms = page.getByRole('menuitem', { name: 'Terms of use' });
  const href = await terms.getAttribute('href');
  expect(href).toBeTruthy();
  const served = await page.request.get(href ?? '');
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await served.body(), NEW_PDF)).toBe(0);
});

test('the versions page reads on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'staff@demo.test');
  await page.goto('/settings/tos');
  await expect(page.getByRole('list', { name: 'Terms of use versions' }).getByRole('listitem').first()).toContainText(
    'Current',
  );
  await page.goto('/settings/tos/new');
  await expect(page.getByRole('textbox', { name: 'Version' })).toBeVisible();
});
