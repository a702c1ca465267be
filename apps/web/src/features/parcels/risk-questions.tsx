import { RISK_QUESTIONS, type RiskAnswersInput } from '@console/domain/risk/risk.schema';
import { Button, Divider, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '../../ui/use-form-action';

type RiskQuestionsProps = {
  answers: RiskAnswersInput | null;
  /** The crop's risk-answers route, whose action saves. */
  actionPath: string;
  canEdit: boolean;
};

const toChoice = (answer: boolean | undefined) => (answer === undefined ? null : answer ? 'yes' : 'no');

/**
 * The decision tree: five yes/no questions about the field that move the risk one step up or down. Unanswered
 * questions stay open; the level says an answer is missing until all five are given.
 */
export const RiskQuestions = ({ answers, actionPath, canEdit }: RiskQuestionsProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<RiskAnswersInput>(answers ?? {});
  const { submit, isSaving } = useFormAction(
    () => notifications.show({ color: 'green', message: t('parcel.risk-questions.saved') }),
    actionPath,
  );

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
          {RISK_QUESTIONS.map((question) => (
            <Radio.Group
              key={question}
              label={t(`parcel.risk-questions.questions.${question}`)}
              value={toChoice(draft[question])}
              onChange={(choice) => setDraft((current) => ({ ...current, [question]: choice === 'yes' }))}
              readOnly={!canEdit}
            >
              <Group gap="lg" mt={4}>
                <Radio value="yes" label={t('common.yes')} disabled={!canEdit} />
                <Radio value="no" label={t('common.no')} disabled={!canEdit} />
              </Group>
            </Radio.Group>
          ))}
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
