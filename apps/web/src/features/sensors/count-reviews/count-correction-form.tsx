import {
  CORRECTION_REASONS,
  type CountCorrection,
  countCorrectionSchema,
  MAX_CORRECTED_COUNT,
  REVIEW_COMMENT_MAX,
} from '@console/domain/sensor/count-review.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldIssues, type FieldIssue } from '../../../ui/form-issues';
import { NumberField } from '../../../ui/number-field';
import { SelectField } from '../../../ui/select-field';
import { TextareaField } from '../../../ui/text-field';

type CorrectionValues = { count?: number; reason?: CountCorrection['reason']; comment?: string };

/**
 * A person's count of a photo with why the model's was wrong: a correction put in force at once, or a farmer's
 * proposal. Checked by the API's own schema.
 */
export const CountCorrectionForm = ({
  mode,
  count,
  issues,
  isSaving,
  onSubmit,
  onCancel,
}: {
  mode: 'correct' | 'propose';
  /** The count in force, which the form starts from. */
  count: number;
  issues: FieldIssue[] | undefined;
  isSaving: boolean;
  onSubmit: (input: CountCorrection) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<CorrectionValues, unknown, CountCorrection>({
    resolver: zodResolver(countCorrectionSchema) as unknown as Resolver<CorrectionValues, unknown, CountCorrection>,
    defaultValues: { count, comment: '' },
    mode: 'onTouched',
  });
  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);
  return (
    <form noValidate aria-label={t(`count-reviews.${mode}.form`)} onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="sm">
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
