import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import { WEEK_STARTS_ON } from '@console/domain/date/date-range-presets';
import { MantineThemeProvider } from '@mantine/core';
import { DatesProvider, type CalendarAriaLabels } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n';

/**
 * Mantine's calendars in the interface language: month and day names from the dayjs locale, weeks from Monday
 * (spec), and names for the arrows, which the library leaves out.
 */
export const LocalizedDates = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const ariaLabels: CalendarAriaLabels = {
    previousMonth: t('library.previous-month'),
    nextMonth: t('library.next-month'),
    previousYear: t('library.previous-year'),
    nextYear: t('library.next-year'),
    previousDecade: t('library.previous-decade'),
    nextDecade: t('library.next-decade'),
  };
  const calendars = { defaultProps: { ariaLabels } };
  return (
    <MantineThemeProvider
      theme={{ components: { DateInput: calendars, DatePicker: calendars, MonthPickerInput: calendars } }}
    >
      <DatesProvider settings={{ locale: currentLanguage(), firstDayOfWeek: WEEK_STARTS_ON }}>{children}</DatesProvider>
    </MantineThemeProvider>
  );
};
