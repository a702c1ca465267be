import {
  DEBOUNCE_MINUTES_MAX,
  hasClearThreshold,
  hasThreshold,
  ISSUE_THRESHOLDS,
  isReadingIssueType,
  REMINDER_DAYS_MAX,
  RULE_READINGS_MAX,
} from '@console/domain/issue/issue-rule-settings';
import type { IssueType } from '@console/domain/issue/issue.schema';
import type { IssueRulesUpdate } from '@console/domain/settings/issue-rule-settings.endpoints';
import { Group, MultiSelect, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { NumberField } from '../../ui/number-field';
import { formatNumber } from '../../ui/number-format';
import { useControlledField } from '../../ui/use-controlled-field';

// The cells of a type's row on /settings/issues, each bound to its field of the form.

/** A cell's type, and its name in the reader's language for the fields' labels. */
export type CellProps = { control: Control<IssueRulesUpdate>; type: IssueType; name: string };

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The months a type opens nothing, named in the reader's language. */
export const MutedMonthsField = ({ control, type, name }: CellProps) => {
  const { t } = useTranslation();
  const { field, error } = useControlledField(control, `rules.${type}.mutedMonths`);
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(currentLanguage(), { month: 'long', timeZone: 'UTC' });
    return MONTHS.map((month) => ({ value: String(month), label: format.format(Date.UTC(2026, month - 1, 1)) }));
  }, []);
  return (
    <MultiSelect
      aria-label={t('issue-rules.muted-label', { type: name })}
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

export const Unit = ({ children }: { children: string }) => (
  <Text size="xs" c="dimmed">
    {children}
  </Text>
);

/** For a type not read on captures (silence…), the cells that do not apply to it. */
export const NotApplicable = () => {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('global-settings.none')}
    </Text>
  );
};

/** A whole number of a rule (captures, minutes, days) within its bounds, its unit beside it. */
const RuleCount = ({
  control,
  field,
  label,
  unit,
  min,
  max,
}: {
  control: Control<IssueRulesUpdate>;
  field: FieldPath<IssueRulesUpdate>;
  label: string;
  unit: string;
  min: number;
  max: number;
}) => (
  <NumberField
    control={control}
    name={field}
    aria-label={label}
    rightSection={<Unit>{unit}</Unit>}
    rightSectionWidth={56}
    min={min}
    max={max}
    allowDecimal={false}
    size="xs"
    w={104}
  />
);

/** Captures and minutes a condition must last before its issue opens; types not read on captures open at once. */
export const DebounceCell = ({ control, type, name }: CellProps) => {
  const { t } = useTranslation();
  if (!isReadingIssueType(type)) return <NotApplicable />;
  return (
    <Group gap={6} wrap="nowrap">
      <RuleCount
        control={control}
        field={`rules.${type}.debounceReadings`}
        label={t('issue-rules.debounce-readings-label', { type: name })}
        unit={t('issue-rules.units.captures')}
        min={1}
        max={RULE_READINGS_MAX}
      />
      <RuleCount
        control={control}
        field={`rules.${type}.debounceMinutes`}
        label={t('issue-rules.debounce-minutes-label', { type: name })}
        unit={t('issue-rules.units.min')}
        min={0}
        max={DEBOUNCE_MINUTES_MAX}
      />
    </Group>
  );
};

/** The value past which an open issue closes; empty (null): its threshold. */
const ClearThresholdField = ({ control, type, name }: CellProps) => {
  const { t } = useTranslation();
  if (!hasClearThreshold(type)) return null;
  const bounds = ISSUE_THRESHOLDS[type];
  return (
    <NumberField
      control={control}
      name={`rules.${type}.clearThreshold`}
      emptyValue={null}
      aria-label={t('issue-rules.clear-threshold-label', { type: name })}
      placeholder={t('issue-rules.clear-at-threshold')}
      rightSection={<Unit>{t(`issue-rules.units.${bounds.unit}`)}</Unit>}
      min={bounds.min}
      max={bounds.max}
      decimalScale={1}
      size="xs"
      w={100}
    />
  );
};

/** The value and the consecutive captures past it that close an open issue; silence closes on any contact. */
export const ClearCell = ({ control, type, name }: CellProps) => {
  const { t } = useTranslation();
  if (!isReadingIssueType(type)) return <NotApplicable />;
  return (
    <Group gap={6} wrap="nowrap">
      <ClearThresholdField control={control} type={type} name={name} />
      <RuleCount
        control={control}
        field={`rules.${type}.clearReadings`}
        label={t('issue-rules.clear-readings-label', { type: name })}
        unit={t('issue-rules.units.captures')}
        min={1}
        max={RULE_READINGS_MAX}
      />
    </Group>
  );
};

/** The value the type opens at, within its bounds, where it has one. */
export const ThresholdCell = ({ control, type, name }: CellProps) => {
  const { t } = useTranslation();
  if (!hasThreshold(type)) return <NotApplicable />;
  const bounds = ISSUE_THRESHOLDS[type];
  return (
    <NumberField
      control={control}
      name={`rules.${type}.threshold`}
      aria-label={t('issue-rules.threshold-label', { type: name })}
      description={t('issue-rules.bounds', { min: formatNumber(bounds.min), max: formatNumber(bounds.max) })}
      rightSection={<Unit>{t(`issue-rules.units.${bounds.unit}`)}</Unit>}
      decimalScale={1}
      size="xs"
    />
  );
};

/** Days between two reminders of an issue still open; 0 sends none. */
export const ReminderField = ({ control, type, name }: CellProps) => {
  const { t } = useTranslation();
  return (
    <RuleCount
      control={control}
      field={`rules.${type}.reminderDays`}
      label={t('issue-rules.reminder-label', { type: name })}
      unit={t('issue-rules.units.d')}
      min={0}
      max={REMINDER_DAYS_MAX}
    />
  );
};
