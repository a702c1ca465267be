import type { IssueStatus } from '@console/domain/issue/issue-list.schema';
import type { IssueLevel } from '@console/domain/issue/issue.schema';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ISSUE_LEVEL_COLORS } from '../../ui/issue-format';

export const IssueLevelBadge = ({ level, ...props }: { level: IssueLevel } & BadgeProps) => {
  const { t } = useTranslation();
  return (
    <Badge color={ISSUE_LEVEL_COLORS[level]} variant="filled" autoContrast {...props}>
      {t(`issues.levels.${level}`)}
    </Badge>
  );
};

export const IssueStatusBadge = ({ status, ...props }: { status: IssueStatus } & BadgeProps) => {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'open' ? 'red' : 'gray'} variant="outline" {...props}>
      {t(`issues.statuses.${status}`)}
    </Badge>
  );
};
