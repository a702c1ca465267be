import type { BoxEdits } from '@console/domain/sensor/count-review.schema';
import type { TFunction } from 'i18next';

/** What box edits did, as the form's status and the capture's timeline both say it. */
export const boxEditLines = (t: TFunction, edits: BoxEdits) => [
  t('count-reviews.boxes.added', { count: edits.added.length }),
  t('count-reviews.boxes.removed', { count: edits.removed.length }),
];
