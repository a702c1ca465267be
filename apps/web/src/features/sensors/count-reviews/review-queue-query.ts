import { type ReviewQueueQuery, reviewQueueQuerySchema } from '@console/domain/sensor/count-review.schema';
import { z } from 'zod';
import { parseSearchParams, toSearchParams } from '../../../ui/search-params';

/** Which captures the queue shows: those still to check (the default), those checked, farmers' proposals, all. */
export const REVIEW_VIEWS = ['to-review', 'proposed', 'reviewed', 'all'] as const;
export type ReviewView = (typeof REVIEW_VIEWS)[number];

const VIEW_FILTERS = {
  'to-review': { reviewed: false },
  proposed: { proposed: true },
  reviewed: { reviewed: true },
  all: {},
} as const satisfies Record<ReviewView, Partial<ReviewQueueQuery>>;

const urlSchema = reviewQueueQuerySchema
  .omit({ reviewed: true, proposed: true })
  .extend({ view: z.enum(REVIEW_VIEWS).catch('to-review').default('to-review') });
export type ReviewQueueUrl = z.infer<typeof urlSchema>;

/** The page's URL as its state, and the API query it asks. */
export const readReviewQueueUrl = (params: URLSearchParams) => {
  const url = parseSearchParams(params, urlSchema);
  const { view, ...rest } = url;
  return { url, query: { ...rest, ...VIEW_FILTERS[view] } satisfies ReviewQueueQuery };
};

export const toReviewQueueSearch = (url: ReviewQueueUrl) => {
  const defaults = urlSchema.parse({});
  return toSearchParams(url, { view: defaults.view, sort: defaults.sort, order: defaults.order, start: 0 });
};
