import { z } from 'zod';
import { localDateSchema } from '../date/date.schema.ts';
import { listQuerySchema, pagedSchema, queryArray } from '../list/list-query.ts';
import { readingSchema } from '../sensor/reading.schema.ts';
import { sensorStateSchema } from '../sensor/sensor.schema.ts';
import { issueCategorySchema, issueLevelSchema, issueTypeSchema } from './issue.schema.ts';

export const ISSUE_STATUSES = ['open', 'closed'] as const;
export const issueStatusSchema = z.enum(ISSUE_STATUSES);
export type IssueStatus = z.infer<typeof issueStatusSchema>;

export const ISSUE_SORT_FIELDS = ['openedAt', 'closedAt', 'level', 'type', 'serialNumber'] as const;

export const issueListFilterSchema = z.object({
  sensorId: z.uuid().optional(),
  types: queryArray(issueTypeSchema),
  categories: queryArray(issueCategorySchema),
  levels: queryArray(issueLevelSchema),
  status: issueStatusSchema.optional(),
  accountId: z.uuid().optional(),
  /** Issues opened on or after this day (the caller's calendar day, read as UTC). */
  from: localDateSchema.optional(),
  /** Issues opened on or before this day. */
  to: localDateSchema.optional(),
  /** The caller's saved territory narrowing the list (spec point 4). */
  favouriteId: z.uuid().optional(),
});
export type IssueListFilter = z.infer<typeof issueListFilterSchema>;

export const issueListQuerySchema = listQuerySchema(ISSUE_SORT_FIELDS, 'openedAt').extend(issueListFilterSchema.shape);
export type IssueListQuery = z.infer<typeof issueListQuerySchema>;

export const issueListItemSchema = z.object({
  id: z.uuid(),
  sensorId: z.uuid(),
  serialNumber: z.string(),
  parcelId: z.uuid().nullable(),
  accountId: z.uuid(),
  accountName: z.string(),
  type: issueTypeSchema,
  category: issueCategorySchema,
  level: issueLevelSchema,
  status: issueStatusSchema,
  openedAt: z.iso.datetime({ offset: true }),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type IssueListItem = z.infer<typeof issueListItemSchema>;

export const issuePageSchema = pagedSchema(issueListItemSchema);

export const issueTimelineEventSchema = z.object({
  kind: z.enum(['opened', 'closed']),
  at: z.iso.datetime({ offset: true }),
  /** The capture that showed or cleared the condition; absent for time-based rules. */
  reading: readingSchema.nullable(),
});

export const issueDetailSchema = issueListItemSchema.extend({
  sensorState: sensorStateSchema,
  timeline: z.array(issueTimelineEventSchema),
  /** Earlier issues of the same type on the same sensor, newest first, to show a recurring fault. */
  previousOccurrences: z.array(issueListItemSchema.pick({ id: true, openedAt: true, closedAt: true })),
});
export type IssueDetail = z.infer<typeof issueDetailSchema>;
