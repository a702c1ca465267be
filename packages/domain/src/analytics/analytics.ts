import { z } from 'zod';

/** Custom dimension slots of the analytics site (spec point 9). */
export const ANALYTICS_DIMENSIONS = { accountType: 1, language: 2 } as const;

export const ANALYTICS_EVENTS = ['login', 'export'] as const;
export const analyticsEventSchema = z.enum(ANALYTICS_EVENTS);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
