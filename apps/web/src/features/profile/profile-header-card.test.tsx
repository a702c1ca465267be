/// <reference types="node" />
import type { Profile } from '@console/domain/profile/profile.schema';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpFrenchScreen } from '../../test/french-screen';
import { theme } from '../../ui/theme';
import { ProfileHeaderCard } from './profile-header-card';

const LOCALES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../server/locales');

beforeAll(async () => {
  await setUpFrenchScreen();
  for (const language of ['en', 'de', 'es']) {
    const texts = JSON.parse(readFileSync(resolve(LOCALES_DIR, language, 'common.json'), 'utf8')) as object;
    i18next.addResourceBundle(language, 'common', texts);
  }
});

afterEach(cleanup);

const profile = {
  firstName: 'Louise',
  lastName: 'Martin',
  accountType: 'farmer',
  accountName: 'Ferme des Demo',
  // No German label: German readers see the French one.
  role: { labelFr: 'Chef de culture', labelEn: 'Crop manager', labelDe: null, labelEs: 'Jefe de cultivo' },
} as Profile;

describe('profile header', () => {
  it.each([
    ['fr', 'Chef de culture'],
    ['en', 'Crop manager'],
    ['de', 'Chef de culture'],
    ['es', 'Jefe de cultivo'],
  ])('names the role in the interface language (%s), in French where it has no name in it', async (language, label) => {
    await i18next.changeLanguage(language);
    render(
      <MantineProvider theme={theme}>
        <ProfileHeaderCard profile={profile} />
      </MantineProvider>,
    );
    expect(screen.getByText(label)).toBeTruthy();
  });
});
