import { countAfterBoxEdits, hasBoxEdits, NO_BOX_EDITS } from '@console/domain/sensor/box-edits';
import {
  type BoxEdits,
  CORRECTION_REASONS,
  type CountCorrection,
  countCorrectionSchema,
  MAX_CORRECTED_COUNT,
  REVIEW_COMMENT_MAX,
} from '@console/domain/sensor/count-review.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldIssues, type FieldIssue } from '../../../ui/form-issues';
import { NumberField } from '../../../ui/number-field';
import { SelectField } from '../../../ui/select-field';
import { TextareaField } from '../../../ui/text-field';
import { boxEditLines } from './box-edit-lines';

type CorrectionValues = { count?: number; reason?: CountCorrection['reason']; comment?: string };

/**
 * The photo's boxes as the form marks them: the model's count they change, the edits while marking (else null), and
 * where marking starts (the last correction's edits).
 */
export type BoxMarking = {
  modelCount: number;
  edits: BoxEdits | null;
  onEdit: (edits: BoxEdits | null) => void;
  start?: BoxEdits;
};

/** Marking boxes on the photo, and what it changed so far: each change counts the photo's slugs again. */
const BoxMarkingControls = ({ boxes }: { boxes: BoxMarking }) => {
  const { t } = useTranslation();
  const { edits, onEdit } = boxes;
  if (!edits) {
    return (
      <Button variant="default" size="xs" onClick={() => onEdit(boxes.start ?? NO_BOX_EDITS)}>
        {t('count-reviews.boxes.open')}
      </Button>
    );
  }
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" role="status">
        {boxEditLines(t, edits).join(' · ')}
      </Text>
      <Button variant="subtle" size="xs" onClick={() => onEdit(null)}>
        {t('count-reviews.boxes.discard')}
      </Button>
    </Group>
  );
};

/**
 * A person's count of a photo with why the model's was wrong: a correction put in force at once, or a farmer's
 * proposal. Checked by the API's own schema.
 */
export const CountCorrectionForm = ({
  mode,
  count,
  boxes,
  issues,
  isSaving,
  onSubmit,
  onCancel,
}: {
  mode: 'correct' | 'propose';
  /** The count in force, which the form starts from. */
  count: number;
  boxes: BoxMarking;
  issues: FieldIssue[] | undefined;
  isSaving: boolean;
  onSubmit: (input: CountCorrection) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, setValue } = useForm<CorrectionValues, unknown, CountCorrection>({
    resolver: zodResolver(countCorrectionSchema) as unknown as Resolver<CorrectionValues, unknown, CountCorrection>,
    defaultValues: { count, comment: '' },
    mode: 'onTouched',
  });
  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);
  // The boxes marked are the person's count: each change sets it, which they may still adjust.
  useEffect(() => {
    if (boxes.edits) setValue('count', countAfterBoxEdits(boxes.modelCount, boxes.edits), { shouldValidate: true });
  }, [boxes.edits, boxes.modelCount, setValue]);
  const submit = (input: CountCorrection) =>
    onSubmit(hasBoxEdits(boxes.edits) ? { ...input, boxes: boxes.edits } : input);
  return (
    <form noValidate aria-label={t(`count-reviews.${mode}.form`)} onSubmit={handleSubmit(submit)}>
      <Stack gap="sm">
        <BoxMarkingControls boxes={boxes} />
        <NumberField
          control={control}
          name="count"
          label={t('count-reviews.fields.count')}
          min={0}
          max={MAX_CORRECTED_COUNT}
          allowDecimal={false}
          withAsterisk
        />
        <SelectField
          control={control}
          name="reason"
          label={t('count-reviews.fields.reason')}
          values={CORRECTION_REASONS}
          labelPrefix="count-reviews.reasons"
          withAsterisk
        />
        <TextareaField
          control={control}
          name="comment"
          label={t('count-reviews.fields.comment')}
          maxLength={REVIEW_COMMENT_MAX}
          autosize
          minRows={2}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t(`count-reviews.${mode}.submit`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
