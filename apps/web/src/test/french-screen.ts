/// <reference types="node" />
import i18next from 'i18next';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * What a component test needs to draw a screen in jsdom as the French demo farmer sees it: the media queries (a wide
 * desktop screen) and the resize observer Mantine uses (jsdom has neither) and the served French translations.
 */
export const setUpFrenchScreen = async () => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // A wide desktop screen: every "at least" query holds, no "at most" one.
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  const french = JSON.parse(readFileSync(resolve(HERE, '../../../server/locales/fr/common.json'), 'utf8')) as object;
  // Unescaped as in the app (i18n.ts): React escapes what it draws, and a text may go into a link's query.
  await i18next.use(initReactI18next).init({
    lng: 'fr',
    resources: { fr: { common: french } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
};
