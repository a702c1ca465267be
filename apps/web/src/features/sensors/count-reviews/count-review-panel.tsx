import { can, isProviderOrManufacturer } from '@console/domain/access/permissions';
import { countReviewEndpoints } from '@console/domain/sensor/count-review.endpoints';
import type { CaptureReview } from '@console/domain/sensor/count-review.schema';
import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { useProfile } from '../../../session/use-profile';
import { useFormAction } from '../../../ui/use-form-action';
import { CaptureTimeline } from './capture-timeline';
import { CountCorrectionForm } from './count-correction-form';
import { ReviewStateBadge } from './review-state-badge';
import type { CountReviewIntent } from './count-review-intent';
import type { BoxMarking } from './count-correction-form';

/** The capture's review, read when its photo opens, then as each change answers it. */
const useCaptureReview = (sensorId: string, captureId: string) => {
  const [review, setReview] = useState<CaptureReview | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setReview(null);
    setFailed(false);
    api
      .call(countReviewEndpoints.review, { params: { id: sensorId, captureId }, signal: controller.signal })
      .then(setReview, () => setFailed(!controller.signal.aborted));
    return () => controller.abort();
  }, [sensorId, captureId]);
  return { review, setReview, failed };
};

/** The boxes of the count in force: the last correction's, or the last accepted proposal's. */
const lastBoxEdits = (review: CaptureReview) => {
  const inForce = review.events.findLast(
    (event) => event.kind === 'correction' || (event.kind === 'proposal' && event.state === 'confirmed'),
  );
  return inForce && 'boxes' in inForce ? (inForce.boxes ?? undefined) : undefined;
};

/** A farmer's proposal waiting: who may correct confirms or rejects it, with an optional word. */
const PendingProposal = ({
  review,
  canDecide,
  send,
  isSaving,
}: {
  review: CaptureReview;
  canDecide: boolean;
  send: (intent: CountReviewIntent) => void;
  isSaving: boolean;
}) => {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const proposal = review.events.find((event) => event.kind === 'proposal' && event.id === review.pendingProposalId);
  if (!proposal || proposal.kind !== 'proposal') return null;
  const decide = (decision: 'confirm' | 'reject') =>
    send({
      intent: 'decide',
      captureId: review.captureId,
      proposalId: proposal.id,
      input: { decision, ...(comment.trim() ? { comment } : {}) },
    });
  return (
    <Alert color="yellow" title={t('count-reviews.pending.title')}>
      <Stack gap="xs">
        <Text size="sm">
          {t('count-reviews.pending.text', {
            by: proposal.by ?? t('count-reviews.someone'),
            count: proposal.count,
            reason: t(`count-reviews.reasons.${proposal.reason}`),
          })}
        </Text>
        {proposal.comment && <Text size="sm">« {proposal.comment} »</Text>}
        {canDecide && (
          <>
            <TextInput
              size="sm"
              label={t('count-reviews.pending.comment')}
              value={comment}
              maxLength={500}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
            <Group gap="sm">
              <Button size="sm" onClick={() => decide('confirm')} loading={isSaving}>
                {t('count-reviews.pending.confirm')}
              </Button>
              <Button size="sm" variant="default" onClick={() => decide('reject')} disabled={isSaving}>
                {t('count-reviews.pending.reject')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Alert>
  );
};

/**
 * A photo's count as people checked it (decision 179): the count in force beside the model's, what happened to it,
 * and for the sensor's provider and staff the correction, confirmation and decision on a farmer's proposal; for
 * the others, a proposal.
 */
export const CountReviewPanel = ({
  sensorId,
  captureId,
  boxes,
}: {
  sensorId: string;
  captureId: string;
  boxes: BoxMarking;
}) => {
  const { t } = useTranslation();
  const profile = useProfile();
  const headingId = useId();
  const { review, setReview, failed } = useCaptureReview(sensorId, captureId);
  const [form, setFormOpen] = useState<'correct' | 'propose' | null>(null);
  const setForm = (mode: 'correct' | 'propose' | null) => {
    setFormOpen(mode);
    if (!mode) boxes.onEdit(null);
  };
  const { submit, issues, isSaving } = useFormAction<{ review: CaptureReview }>((result) => {
    setReview(result.review);
    setForm(null);
    notifications.show({ color: 'lime', message: t('count-reviews.saved') });
  });
  const send = (intent: CountReviewIntent) => submit(intent);
  const canCorrect = isProviderOrManufacturer(profile) && can(profile, 'edit:sensors');
  if (failed) return <Text size="sm">{t('count-reviews.unavailable')}</Text>;
  if (!review) return <Loader size="sm" aria-label={t('common.loading')} />;
  const awaiting = review.count === null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={4} size="h6" id={headingId}>
        {t('count-reviews.title')}
      </Title>
      <Group gap="md" wrap="wrap">
        <Text size="sm">
          {awaiting ? t('count-reviews.awaiting') : t('count-reviews.count-in-force', { count: review.count ?? 0 })}
        </Text>
        {review.modelCount !== null && review.modelCount !== review.count && (
          <Text size="sm" c="dimmed">
            {t('count-reviews.model-count', { count: review.modelCount })}
          </Text>
        )}
        {review.state && <ReviewStateBadge state={review.state} />}
      </Group>
      {review.pendingProposalId && (
        <PendingProposal review={review} canDecide={canCorrect} send={send} isSaving={isSaving} />
      )}
      {form ? (
        <CountCorrectionForm
          mode={form}
          count={review.count ?? 0}
          boxes={{ ...boxes, start: lastBoxEdits(review) }}
          issues={issues}
          isSaving={isSaving}
          onCancel={() => setForm(null)}
          onSubmit={(input) => send({ intent: form, captureId, input })}
        />
      ) : (
        !awaiting && (
          <Group gap="sm">
            {canCorrect ? (
              <>
                <Button size="sm" variant="light" onClick={() => setForm('correct')}>
                  {t('count-reviews.correct.open')}
                </Button>
                {review.state === null && !review.pendingProposalId && (
                  <Button
                    size="sm"
                    variant="default"
                    onClick={() => send({ intent: 'confirm', captureId })}
                    loading={isSaving}
                  >
                    {t('count-reviews.confirm')}
                  </Button>
                )}
              </>
            ) : (
              !review.pendingProposalId && (
                <Button size="sm" variant="light" onClick={() => setForm('propose')}>
                  {t('count-reviews.propose.open')}
                </Button>
              )
            )}
          </Group>
        )
      )}
      <CaptureTimeline events={review.events} />
    </Stack>
  );
};
