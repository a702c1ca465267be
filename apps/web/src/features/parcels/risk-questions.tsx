import { type DatedRiskAnswer, type DatedRiskAnswers, riskAnswerValues } from '@console/domain/risk/risk-answers';
import type { RiskAnswersInput, RiskQuestion } from '@console/domain/risk/risk.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Button, Divider, Group, List, Radio, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '../../ui/use-form-action';

type RiskQuestionsProps = {
  /** The answers that hold today, each with its day and where it comes from. */
  answers: DatedRiskAnswers;
  /** The questions the parcel's country asks (decision 163). */
  questions: readonly RiskQuestion[];
  /** The crop's risk-answers route, whose action saves. */
  actionPath: string;
  canEdit: boolean;
};

const toChoice = (answer: boolean | undefined) => (answer === undefined ? null : answer ? 'yes' : 'no');

/** Where an answer comes from and when: given by the farmer, or by an intervention recorded on the crop. */
const ANSWER_ORIGIN_KEYS: Record<DatedRiskAnswer['source'], string> = {
  answer: 'parcel.risk-questions.answered-on',
  product: 'parcel.risk-questions.from-product',
  soil_work: 'parcel.risk-questions.from-soil-work',
};

/**
 * The decision tree: yes/no questions about the field, those the parcel's country asks, that move the risk one step
 * up or down. Each answer shows its day; a question whose answer went stale, or was never given, stays open, and the
 * level says an answer is missing until all are given. Saving says which questions remain.
 */
export const RiskQuestions = ({ answers, questions, actionPath, canEdit }: RiskQuestionsProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<RiskAnswersInput>(() => riskAnswerValues(answers));
  const { submit, isSaving } = useFormAction(() => {
    const remaining = questions.filter((question) => draft[question] === undefined);
    notifications.show(
      remaining.length === 0
        ? { color: 'green', message: t('parcel.risk-questions.saved') }
        : {
            color: 'yellow',
            title: t('parcel.risk-questions.saved-partial'),
            message: (
              <List size="sm">
                {remaining.map((question) => (
                  <List.Item key={question}>{t(`parcel.risk-questions.questions.${question}`)}</List.Item>
                ))}
              </List>
            ),
          },
    );
  }, actionPath);

  return (
    <Stack gap="sm">
      <Divider />
      <Title order={3} fz="h5">
        {t('parcel.risk-questions.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('parcel.risk-questions.help')}
      </Text>
      <form
        aria-label={t('parcel.risk-questions.title')}
        onSubmit={(event) => {
          event.preventDefault();
          submit(draft);
        }}
      >
        <Stack gap="sm">
          {questions.map((question) => {
            const answer = answers[question];
            return (
              <Radio.Group
                key={question}
                label={t(`parcel.risk-questions.questions.${question}`)}
                description={
                  answer && t(ANSWER_ORIGIN_KEYS[answer.source], { date: formatLocalDay(answer.answeredOn) })
                }
                value={toChoice(draft[question])}
                onChange={(choice) => setDraft((current) => ({ ...current, [question]: choice === 'yes' }))}
                readOnly={!canEdit}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="yes" label={t('common.yes')} disabled={!canEdit} />
                  <Radio value="no" label={t('common.no')} disabled={!canEdit} />
                </Group>
              </Radio.Group>
            );
          })}
          {canEdit && (
            <Button type="submit" loading={isSaving} w="fit-content">
              {t('parcel.risk-questions.save')}
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
};
