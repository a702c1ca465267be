import { expect, test } from '@playwright/test';
import type { SensorNightImage } from '@console/domain/sensor/capture-image.schema';
import type { CaptureReview, ReviewQueueItem } from '@console/domain/sensor/count-review.schema';
import { blockingViolations } from './axe';
import { api, login, signInApi } from './fixtures';

const shown = (night: string) => night.split('-').reverse().join('/');
const daysBefore = (night: string, days: number) =>
  new Date(Date.parse(`${night}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The farm's photos still to check, newest first, none with a farmer's proposal waiting. */
const farmPhotos = async (token: string) => {
  const { items } = await api<{ items: ReviewQueueItem[] }>(
    token,
    '/count-reviews?reviewed=false&proposed=false&sort=takenAt&order=desc',
  );
  return items.filter((item) => item.accountName === 'Ferme des Demo');
};

/**
 * A farm photo to correct to 200 slugs, with the level its night is kept at. A night kept at medium had its crop in
 * its slug-sensitive window, so 200 slugs put it at high whatever the other nights counted: such a night is chosen when
 * the demo has one. Otherwise a night kept at high, which stays there: the demo's counts follow the day it was seeded.
 */
const photoToCorrect = async (token: string) => {
  const kept = [];
  // A photo with slugs has the model's boxes to mark.
  for (const photo of (await farmPhotos(token)).filter((item) => (item.count ?? 0) > 0)) {
    const [night] = await api<SensorNightImage[]>(
      token,
      `/sensors/${photo.sensorId}/nights?from=${photo.night}&to=${photo.night}`,
    );
    kept.push({ photo, level: night?.riskLevel });
  }
  const chosen = kept.find(({ level }) => level === 'medium') ?? kept.find(({ level }) => level === 'high');
  if (!chosen) throw new Error('no demo photo of a night kept at medium or high');
  return { photo: chosen.photo, movesToHigh: chosen.level === 'medium' };
};

const dataTab = ({ sensorId, night }: ReviewQueueItem) =>
  `/sensors/${sensorId}/data?from=${daysBefore(night, 7)}&to=${night}&night=${night}`;

test('a provider corrects a count with a reason: the parcel’s risk and history follow, the queue passes axe', async ({
  page,
}) => {
  const providerToken = await signInApi('provider@demo.test');
  const { photo, movesToHigh } = await photoToCorrect(providerToken);
  const parcel = await api<{ items: { id: string; riskLevel: string }[] }>(
    providerToken,
    `/parcels?search=${encodeURIComponent(photo.parcelLabel ?? '')}`,
  );
  const parcelId = parcel.items[0]?.id ?? '';

  await login(page, 'provider@demo.test');
  await page.goto('/sensors/review');
  await expect(page.getByRole('heading', { name: 'Count checks', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Count checks' }).getByRole('row').nth(1)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  try {
    await page.goto(dataTab(photo));
    const viewer = page.getByRole('dialog', { name: 'Night photo' });
    await expect(viewer.getByRole('heading', { name: `Night of ${shown(photo.night)}` })).toBeVisible();
    const check = viewer.getByRole('region', { name: 'Count check' });
    await expect(check.getByText(`Count in force: ${photo.count} slug`)).toBeVisible();
    await check.getByRole('button', { name: 'Correct the count' }).click();
    const form = check.getByRole('form', { name: 'Correct the count' });
    const countField = form.getByRole('textbox', { name: 'Slugs on the photo' });

    // A slug the model missed, boxed with the pointer, and one of its boxes taken out from the keyboard.
    await form.getByRole('button', { name: 'Mark the slugs on the photo' }).click();
    await viewer.getByRole('radiogroup', { name: 'Boxes you draw:' }).getByText('Juvenile').click();
    await viewer.getByTestId('box-editor').scrollIntoViewIfNeeded();
    const board = await viewer.getByTestId('box-editor').boundingBox();
    if (!board) throw new Error('the photo to mark is not shown');
    await page.mouse.move(board.x + board.width * 0.02, board.y + board.height * 0.02);
    await page.mouse.down();
    await page.mouse.move(board.x + board.width * 0.08, board.y + board.height * 0.1, { steps: 5 });
    await page.mouse.up();
    await expect(form.getByRole('status')).toHaveText('1 box added · 0 model boxes removed');
    await expect(countField).toHaveValue(String((photo.count ?? 0) + 1));
    await viewer.getByRole('checkbox', { name: /^Remove the model's box 1 / }).check();
    await expect(form.getByRole('status')).toHaveText('1 box added · 1 model box removed');
    await expect(countField).toHaveValue(String(photo.count));

    await countField.fill('200');
    await form.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Missed slugs' }).click();
    await form.getByRole('textbox', { name: 'Comment' }).fill('A clutch of juveniles under the rim');
    expect(await blockingViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save the correction' }).click();

    await expect(check.getByText('Count in force: 200 slugs')).toBeVisible();
    await expect(check.getByText(`Model: ${photo.count} slug`)).toBeVisible();
    await expect(check.getByText('Corrected', { exact: true })).toBeVisible();
    const timelineLine = check.getByText(new RegExp(`Count corrected from ${photo.count} to 200 \\(Missed slugs\\)`));
    await expect(timelineLine).toContainText('1 box added · 1 model box removed');
    const saved = await api<CaptureReview>(
      providerToken,
      `/sensors/${photo.sensorId}/captures/${photo.captureId}/review`,
    );
    expect(saved.events.findLast((event) => event.kind === 'correction')).toMatchObject({
      boxes: { added: [{ class: 'juvenile' }], removed: [0] },
    });
    const nightMoved = `risk of the night of ${shown(photo.night)} changed from Medium to High`;
    if (movesToHigh) await expect(timelineLine).toContainText(nightMoved);
    else await expect(timelineLine).not.toContainText(`risk of the night of ${shown(photo.night)}`);
    await expect(check.getByText('Paul Durand')).toBeVisible();
    // The night's card says the count in force.
    await page.keyboard.press('Escape');
    await expect(
      page
        .getByRole('region', { name: 'Photos of the nights' })
        .getByRole('button', { name: new RegExp(`^${shown(photo.night)} .*Corrected`) }),
    ).toBeVisible();

    // The parcel's level follows the corrected night, and its history says who changed it.
    const corrected = await api<{ items: { riskLevel: string }[] }>(
      providerToken,
      `/parcels?search=${encodeURIComponent(photo.parcelLabel ?? '')}`,
    );
    expect(corrected.items[0]?.riskLevel).toBe('high');
    await page.goto(`/parcels/${parcelId}/histo/risk`);
    await expect(page.getByRole('heading', { name: 'Risk, week by week' })).toBeVisible();
    const historyLine = page
      .getByRole('region', { name: 'Counts corrected' })
      .getByText(
        new RegExp(
          `^Risk of the night of ${shown(photo.night)} changed from Medium to High after a count correction by Paul Durand on `,
        ),
      );
    await expect(historyLine).toHaveCount(movesToHigh ? 1 : 0);
    expect(await blockingViolations(page)).toEqual([]);
  } finally {
    // The demo's count as the model made it, for the journeys after this one.
    const restored = await api<CaptureReview>(
      providerToken,
      `/sensors/${photo.sensorId}/captures/${photo.captureId}/corrections`,
      { count: photo.count, reason: 'other', comment: 'Back to the model’s count' },
    );
    expect(restored).toMatchObject({ count: photo.count, state: 'confirmed' });
  }
});

test('a farmer proposes a correction on a phone, in French, and it waits for the provider', async ({ page }) => {
  const providerToken = await signInApi('provider@demo.test');
  const [photo] = await farmPhotos(providerToken);
  if (!photo) throw new Error('no demo photo to check');
  await login(page, 'farmer@demo.test');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(dataTab(photo));
  const viewer = page.getByRole('dialog', { name: 'Photo de la nuit' });
  const check = viewer.getByRole('region', { name: 'Vérification du comptage' });
  await expect(check.getByRole('button', { name: 'Corriger le comptage' })).toHaveCount(0);
  await check.getByRole('button', { name: 'Proposer une correction' }).click();
  const form = check.getByRole('form', { name: 'Proposer une correction' });
  // "Other" needs a word on what was wrong: the form says so before anything is sent.
  await form.getByRole('combobox', { name: 'Motif' }).click();
  await page.getByRole('option', { name: 'Autre' }).click();
  await form.getByRole('textbox', { name: 'Limaces sur la photo' }).fill('0');
  await form.getByRole('button', { name: 'Envoyer la proposition' }).click();
  await expect(form.getByText('Précisez ce qui n’allait pas dans le comptage.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Commentaire' }).fill('Des feuilles mortes, pas des limaces');
  expect(await blockingViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Envoyer la proposition' }).click();

  const pending = check.getByRole('alert').filter({ hasText: 'Une correction est proposée' });
  await expect(pending.getByText('Jeanne Moreau propose 0 limace (Autre).')).toBeVisible();
  await expect(check.getByText(`Comptage retenu : ${photo.count} limace`)).toBeVisible();
  await expect(check.getByRole('button', { name: 'Proposer une correction' })).toHaveCount(0);

  // The provider finds it among the proposals and turns it down, which leaves the demo's count as it was.
  const { items } = await api<{ items: ReviewQueueItem[] }>(providerToken, '/count-reviews?proposed=true');
  expect(items.map((item) => item.captureId)).toContain(photo.captureId);
  const review = await api<CaptureReview>(
    providerToken,
    `/sensors/${photo.sensorId}/captures/${photo.captureId}/review`,
  );
  await api(
    providerToken,
    `/sensors/${photo.sensorId}/captures/${photo.captureId}/proposals/${review.pendingProposalId}/decision`,
    { decision: 'reject', comment: 'The leaves were counted out already' },
  );
});
