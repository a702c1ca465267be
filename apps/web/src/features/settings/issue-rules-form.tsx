import { ISSUE_LEVELS, ISSUE_TYPES, type IssueType } from '@console/domain/issue/issue.schema';
import { issueRulesUpdateSchema, type IssueRulesUpdate } from '@console/domain/settings/issue-rule-settings.endpoints';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { SectionCard } from '../../ui/section-card';
import { SelectField } from '../../ui/select-field';
import { SwitchField } from '../../ui/switch-field';
import { useSchemaForm } from '../../ui/use-schema-form';
import { ChangeReasonCard } from './change-reason-card';
import { ClearCell, DebounceCell, MutedMonthsField, ReminderField, ThresholdCell } from './issue-rule-cells';
import { IssueRulePreviewCard, useIssueRulePreview } from './issue-rule-preview';

type FormProps = {
  values: IssueRulesUpdate;
  isLeaving: boolean;
  onSave: (values: IssueRulesUpdate) => void;
  issues: FieldIssue[] | undefined;
  footer: ReactNode;
};

/** A card of one row a type: its name, then `cells`, under the headers of `columns` (after the type's). */
const RulesCard = ({
  title,
  help,
  columns,
  cells,
}: {
  title: string;
  help: string;
  columns: readonly string[];
  cells: (type: IssueType, name: string) => ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <SectionCard title={title}>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {['type', ...columns].map((column) => (
                <Table.Th key={column}>{t(`issue-rules.columns.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ISSUE_TYPES.map((type) => {
              const name = t(`issues.types.${type}`);
              return (
                <Table.Tr key={type}>
                  <Table.Td>
                    <Text size="sm">{name}</Text>
                  </Table.Td>
                  {cells(type, name)}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt="sm">
        {help}
      </Text>
    </SectionCard>
  );
};

/**
 * The rules of every type in two cards: when an issue opens (whether at all, level, threshold, debounce, muted
 * months), then how it closes and how often it is recalled while open. The preview replays the last month under the
 * rules as they stand in the form.
 */
export const IssueRulesForm = ({ values, isLeaving, onSave, issues, footer }: FormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    trigger,
    getValues,
    formState: { isDirty },
  } = useSchemaForm(issueRulesUpdateSchema, values, issues);
  const { preview, isLoading, hasFailed, run } = useIssueRulePreview();
  const runPreview = async () => {
    if (await trigger('rules')) await run(getValues('rules'));
  };

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('pages.settings-issues')}>
      <LeaveGuard when={isDirty && !isLeaving} />
      <Stack gap="lg">
        <RulesCard
          title={t('issue-rules.rules')}
          help={t('issue-rules.help-opening')}
          columns={['enabled', 'level', 'threshold', 'debounce', 'mutedMonths']}
          cells={(type, name) => (
            <>
              <Table.Td>
                <SwitchField
                  control={control}
                  name={`rules.${type}.enabled`}
                  aria-label={t('issue-rules.enabled-label', { type: name })}
                />
              </Table.Td>
              <Table.Td w={130}>
                <SelectField
                  control={control}
                  name={`rules.${type}.level`}
                  values={ISSUE_LEVELS}
                  labelPrefix="issues.levels"
                  aria-label={t('issue-rules.level-label', { type: name })}
                  size="xs"
                />
              </Table.Td>
              <Table.Td w={150}>
                <ThresholdCell control={control} type={type} name={name} />
              </Table.Td>
              <Table.Td>
                <DebounceCell control={control} type={type} name={name} />
              </Table.Td>
              <Table.Td w={260}>
                <MutedMonthsField control={control} type={type} name={name} />
              </Table.Td>
            </>
          )}
        />
        <RulesCard
          title={t('issue-rules.closing')}
          help={t('issue-rules.help-closing')}
          columns={['clear', 'reminder']}
          cells={(type, name) => (
            <>
              <Table.Td>
                <ClearCell control={control} type={type} name={name} />
              </Table.Td>
              <Table.Td>
                <ReminderField control={control} type={type} name={name} />
              </Table.Td>
            </>
          )}
        />
        <Group>
          <Button
            variant="default"
            leftSection={<IconChartBar size={16} aria-hidden="true" />}
            loading={isLoading}
            onClick={() => void runPreview()}
          >
            {t('issue-rules.preview.run')}
          </Button>
        </Group>
        <IssueRulePreviewCard preview={preview} hasFailed={hasFailed} />
        <ChangeReasonCard control={control} />
        {footer}
      </Stack>
    </form>
  );
};
