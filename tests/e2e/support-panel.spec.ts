import { expect, test, type Locator, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { api, login, signInApi } from './fixtures';

const FARMER = 'farmer@demo.test';
const PHONE = { width: 390, height: 844 };

/** The farmer's language, as the user menu saves it; the other journeys expect French of this user. */
const setLanguage = async (token: string, language: string) => {
  const response = await fetch(`${test.info().project.use.baseURL}/back/profile/language`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
  });
  expect(response.ok).toBe(true);
};

const openSupportPanel = async (page: Page, menuName: string, entry: string) => {
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  const dialog = page.getByRole('dialog', { name: entry });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** The panel over the page, as a person sees it. */

const expectNewTab = async (link: Locator, href: RegExp | string) => {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
};

test('a farmer opens the support panel: latest requests, a new one, the after-sales site and the documents', async ({
  page,
}) => {
  const token = await signInApi(FARMER);
  const subject = `Panel check ${Date.now()}`;
  const ticket = await api<{ id: string; reference: string }>(token, '/support/tickets', {
    subject,
    category: 'other',
    message: 'Where do I find the installation video?',
  });
  await setLanguage(token, 'en');
  try {
    await login(page, FARMER);
    const dialog = await openSupportPanel(page, 'Open the user menu', 'Support');

    const request = dialog.getByRole('link', { name: new RegExp(subject) });
    await expect(request).toHaveAttribute('href', `/support/tickets/${ticket.id}`);
    await expect(request).toContainText(ticket.reference);
    await expect(dialog.getByRole('link', { name: 'New request' })).toHaveAttribute('href', '/support/tickets/new');
    await expect(dialog.getByRole('link', { name: 'All my requests' })).toHaveAttribute('href', '/support/tickets');

    // The documents default to pages of SUPPORT_URL (the local after-sales site), in the reader's language.
    const newTab = (name: string) => dialog.getByRole('link', { name: `${name} (opens in a new tab)` });
    await expectNewTab(newTab('After-sales site'), '/sav-redirect');
    await expectNewTab(newTab('User guide'), /^http:\/\/127\.0\.0\.1:\d+\/en\/user-guide$/);
    await expectNewTab(newTab('Installation video'), /^http:\/\/127\.0\.0\.1:\d+\/en\/installation-video$/);
    await expectNewTab(newTab('FAQ'), /^http:\/\/127\.0\.0\.1:\d+\/en\/faq$/);
    const opened = page.waitForEvent('popup');
    await newTab('User guide').click();
    const guide = await opened;
    await expect(guide).toHaveURL(/\/en\/user-guide$/);
    await guide.close();

    expect(await blockingViolations(page)).toEqual([]);

    // Opening a request leaves the panel behind.
    await request.click();
    await expect(page).toHaveURL(new RegExp(`/support/tickets/${ticket.id}$`));
    await expect(dialog).toBeHidden();
  } finally {
    await setLanguage(token, 'fr');
  }
});

test('on a phone the panel takes the screen, in the farmer’s French', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, FARMER);
  const dialog = await openSupportPanel(page, 'Ouvrir le menu utilisateur', 'Assistance');
  await expect(dialog.getByRole('heading', { name: 'Mes demandes récentes' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^Guide d’utilisation/ })).toHaveAttribute('href', /\/fr\/user-guide$/);
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(PHONE.width);

  expect(await blockingViolations(page)).toEqual([]);

  // Closed, the focus goes back to the user menu it came from.
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu utilisateur' })).toBeFocused();
});
