/** The weekday of a calendar day in the interface language; noon UTC keeps the day in any browser zone. */
export const weekdayOf = (date: string, language: string, width: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
