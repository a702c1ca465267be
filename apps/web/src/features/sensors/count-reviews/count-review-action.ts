import { countReviewEndpoints } from '@console/domain/sensor/count-review.endpoints';
import type { CaptureReview } from '@console/domain/sensor/count-review.schema';
import { api } from '../../../api/api';
import { readPayload } from '../../../ui/action-payload';
import { type FormActionResult, refusedSave } from '../../../ui/use-form-action';
import { countReviewIntentSchema } from './count-review-intent';

/** Sends a photo's count change and answers the capture as it now stands; the tab's loader then reads the nights. */
export const countReviewAction = async (
  request: Request,
  sensorId: string,
): Promise<FormActionResult<{ review: CaptureReview }>> => {
  const intent = await readPayload(request, countReviewIntentSchema);
  const { signal } = request;
  const params = { id: sensorId, captureId: intent.captureId };
  try {
    switch (intent.intent) {
      case 'correct':
        return {
          ok: true,
          review: await api.call(countReviewEndpoints.correct, { params, body: intent.input, signal }),
        };
      case 'propose':
        return {
          ok: true,
          review: await api.call(countReviewEndpoints.propose, { params, body: intent.input, signal }),
        };
      case 'confirm':
        return { ok: true, review: await api.call(countReviewEndpoints.confirm, { params, signal }) };
      case 'decide':
        return {
          ok: true,
          review: await api.call(countReviewEndpoints.decide, {
            params: { ...params, proposalId: intent.proposalId },
            body: intent.input,
            signal,
          }),
        };
    }
  } catch (error) {
    return refusedSave(error, `Count ${intent.intent}`);
  }
};
