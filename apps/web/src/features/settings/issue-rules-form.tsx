import { ISSUE_THRESHOLDS, hasThreshold } from '@console/domain/issue/issue-rule-settings';
import { ISSUE_LEVELS, ISSUE_TYPES, type IssueType } from '@console/domain/issue/issue.schema';
import { issueRulesUpdateSchema, type IssueRulesUpdate } from '@console/domain/settings/issue-rule-settings.endpoints';
import { MultiSelect, Stack, Table, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import type { FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { NumberField } from '../../ui/number-field';
import { formatNumber } from '../../ui/number-format';
import { SectionCard } from '../../ui/section-card';
import { SelectField } from '../../ui/select-field';
import { SwitchField } from '../../ui/switch-field';
import { useControlledField } from '../../ui/use-controlled-field';
import { useSchemaForm } from '../../ui/use-schema-form';
import { ChangeReasonCard } from './change-reason-card';

type FormProps = {
  values: IssueRulesUpdate;
  isLeaving: boolean;
  onSave: (values: IssueRulesUpdate) => void;
  issues: FieldIssue[] | undefined;
  footer: ReactNode;
};

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The months a type opens nothing, named in the reader's language. */
const MutedMonthsField = ({ control, type }: { control: Control<IssueRulesUpdate>; type: IssueType }) => {
  const { t } = useTranslation();
  const { field, error } = useControlledField(control, `rules.${type}.mutedMonths`);
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(currentLanguage(), { month: 'long', timeZone: 'UTC' });
    return MONTHS.map((month) => ({ value: String(month), label: format.format(Date.UTC(2026, month - 1, 1)) }));
  }, []);
  return (
    <MultiSelect
      aria-label={t('issue-rules.muted-label', { type: t(`issues.types.${type}`) })}
      placeholder={(field.value as number[]).length === 0 ? t('issue-rules.all-year') : undefined}
      data={months}
      value={(field.value as number[]).map(String)}
      onChange={(values) => field.onChange(values.map(Number).sort((a, b) => a - b))}
      onBlur={field.onBlur}
      error={error}
      size="xs"
    />
  );
};

/** One row a type: whether it opens, its level, its threshold where it has one, the months it is muted. */
export const IssueRulesForm = ({ values, isLeaving, onSave, issues, footer }: FormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    formState: { isDirty },
  } = useSchemaForm(issueRulesUpdateSchema, values, issues);

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('pages.settings-issues')}>
      <LeaveGuard when={isDirty && !isLeaving} />
      <Stack gap="lg">
        <SectionCard title={t('issue-rules.rules')}>
          <Table verticalSpacing="xs" aria-label={t('issue-rules.rules')}>
            <Table.Thead>
              <Table.Tr>
                {(['type', 'enabled', 'level', 'threshold', 'mutedMonths'] as const).map((column) => (
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
                    <Table.Td>
                      <SwitchField
                        control={control}
                        name={`rules.${type}.enabled`}
                        aria-label={t('issue-rules.enabled-label', { type: name })}
                      />
                    </Table.Td>
                    <Table.Td w={150}>
                      <SelectField
                        control={control}
                        name={`rules.${type}.level`}
                        values={ISSUE_LEVELS}
                        labelPrefix="issues.levels"
                        aria-label={t('issue-rules.level-label', { type: name })}
                        size="xs"
                      />
                    </Table.Td>
                    <Table.Td w={170}>
                      {hasThreshold(type) ? (
                        <NumberField
                          control={control}
                          name={`rules.${type}.threshold`}
                          aria-label={t('issue-rules.threshold-label', { type: name })}
                          description={t('issue-rules.bounds', {
                            min: formatNumber(ISSUE_THRESHOLDS[type].min),
                            max: formatNumber(ISSUE_THRESHOLDS[type].max),
                          })}
                          rightSection={
                            <Text size="xs" c="dimmed">
                              {t(`issue-rules.units.${ISSUE_THRESHOLDS[type].unit}`)}
                            </Text>
                          }
                          decimalScale={1}
                          size="xs"
                        />
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('global-settings.none')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td w={260}>
                      <MutedMonthsField control={control} type={type} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </SectionCard>
        <ChangeReasonCard control={control} />
        {footer}
      </Stack>
    </form>
  );
};
