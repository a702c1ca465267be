import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The names Mantine gives its own controls, in the interface language: a field's clear button and a dialog's close
 * button have none, and the password toggle's is English. Keyed by component name, as in theme.ts. The calendars' are in localized-dates.tsx.
 */
export const LibraryTexts = ({ children }: { children: ReactNode }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const theme = useMemo(
    (): MantineThemeOverride => ({
      components: {
        InputClearButton: { defaultProps: { 'aria-label': t('library.clear') } },
        // A file field's clear button is a plain close button, outside the inputs' own.
        FileInput: { defaultProps: { clearButtonProps: { 'aria-label': t('library.clear') } } },
        PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('library.show-password') } } },
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } },
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } },
      },
    }),
    // The language is what changes the texts; `t` alone may keep its identity across a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
};
