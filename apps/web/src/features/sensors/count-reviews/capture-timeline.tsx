import { hasBoxEdits } from '@console/domain/sensor/box-edits';
import type { CaptureEvent } from '@console/domain/sensor/count-review.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EventHistory } from '../../../ui/event-history';
import { boxEditLines } from './box-edit-lines';

const riskMoves = (t: TFunction, event: Extract<CaptureEvent, { riskChanges: unknown }>) =>
  event.riskChanges.map((change) =>
    t('count-reviews.events.risk-changed', {
      night: formatLocalDay(change.night),
      from: t(`risk-levels.${change.from}`),
      to: t(`risk-levels.${change.to}`),
    }),
  );

const describe = (t: TFunction, event: CaptureEvent): string => {
  switch (event.kind) {
    case 'model':
      return t('count-reviews.events.model', { count: event.count, version: event.modelVersion ?? '—' });
    case 'confirmation':
      return t('count-reviews.events.confirmation', { count: event.count });
    case 'correction':
      return [
        t('count-reviews.events.correction', {
          from: event.previousCount,
          count: event.count,
          reason: t(`count-reviews.reasons.${event.reason}`),
        }),
        event.comment,
        ...(hasBoxEdits(event.boxes) ? boxEditLines(t, event.boxes) : []),
        ...riskMoves(t, event),
      ]
        .filter(Boolean)
        .join(' · ');
    case 'proposal':
      return [
        t('count-reviews.events.proposal', { count: event.count, reason: t(`count-reviews.reasons.${event.reason}`) }),
        event.comment,
        ...(hasBoxEdits(event.boxes) ? boxEditLines(t, event.boxes) : []),
        t(`count-reviews.events.proposal-${event.state}`, { by: event.decidedBy ?? t('count-reviews.someone') }),
        event.decisionComment,
        ...riskMoves(t, event),
      ]
        .filter(Boolean)
        .join(' · ');
  }
};

/** What happened to a capture's count, oldest first: the model's run, then people's corrections and proposals. */
export const CaptureTimeline = ({ events }: { events: CaptureEvent[] }) => {
  const { t } = useTranslation();
  return (
    <EventHistory
      events={events.map((event) => ({ at: event.at, by: 'by' in event ? (event.by ?? undefined) : undefined, event }))}
      describe={({ event }) => describe(t, event)}
    />
  );
};
