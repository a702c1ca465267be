import { z } from 'zod';
import { dateTimeSchema, localDateSchema } from '../date/date.schema.ts';

/** How many coming nights the outlook rates, tonight included. */
export const OUTLOOK_NIGHTS = 3;

/** The risk's own words, without its "not known" ones: the forecast always gives a night a level. */
export const OUTLOOK_LEVELS = ['low', 'medium', 'high'] as const;
export const outlookLevelSchema = z.enum(OUTLOOK_LEVELS);
export type OutlookLevel = z.infer<typeof outlookLevelSchema>;

/** One coming night: the evening's date in the forecast's calendar, and how much it favours slugs. */
export const outlookNightSchema = z.object({ night: localDateSchema, level: outlookLevelSchema });
export type OutlookNight = z.infer<typeof outlookNightSchema>;

/** The next nights at a parcel, as rated when its forecast was fetched (kept with that forecast). */
export const slugOutlookSchema = z.object({
  /** When the forecast it was rated from was fetched. */
  fetchedAt: dateTimeSchema,
  nights: z.array(outlookNightSchema),
});
export type SlugOutlook = z.infer<typeof slugOutlookSchema>;
