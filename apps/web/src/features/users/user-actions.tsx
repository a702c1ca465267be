import { canIssueAccessLink } from '@console/domain/user/user-access';
import type { AccessLink, UserDetail } from '@console/domain/user/user-list.schema';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink, IconLinkOff, IconMailForward, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../session/use-profile';
import { formatDateTime } from '@console/domain/time/date-format';
import type { FieldIssue } from '../../ui/form-issues';
import { SectionCard } from '../../ui/section-card';
import { useFormAction } from '../../ui/use-form-action';
import type { UserIntent } from './user-intent';
import { USER_FORM_MAX_WIDTH } from './user-form';
import { CopyValueButton } from '../../ui/copy-value-button';

/** A refusal that names no field (the last administrator, oneself…) as a red flash of its own sentence. */
const useRefusalFlash = (issues: FieldIssue[] | undefined) => {
  const { t } = useTranslation();
  useEffect(() => {
    const issue = issues?.find((candidate) => candidate.path.length === 0);
    if (issue) notifications.show({ color: 'red', message: t(issue.message) });
  }, [issues, t]);
};

type UserActionsProps = {
  user: UserDetail;
  /** The caller may change this user (the Users right, or the my-users rule). */
  canEdit: boolean;
  isSelf: boolean;
  onDeleted: () => void;
};

/** A user page's actions: a new invitation e-mail, an access link (staff), the deletion after a confirmation. */
export const UserActions = ({ user, canEdit, isSelf, onDeleted }: UserActionsProps) => {
  const { t } = useTranslation();
  const profile = useProfile();
  const [link, setLink] = useState<AccessLink | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);

  const resend = useFormAction(() =>
    notifications.show({ color: 'green', message: t('users.activation.sent', { email: user.email }) }),
  );
  const issueLink = useFormAction<{ link: AccessLink }>((result) => setLink(result.link));
  const revokeLink = useFormAction(() =>
    notifications.show({ color: 'green', message: t('users.access-link.revoked') }),
  );
  const remove = useFormAction(() => {
    setConfirmingDelete(false);
    notifications.show({ color: 'green', message: t('users.delete.done') });
    onDeleted();
  });
  useRefusalFlash(resend.issues);
  useRefusalFlash(issueLink.issues);
  useRefusalFlash(remove.issues);

  const hasAccessLink = canIssueAccessLink(profile, user);
  const canDelete = canEdit && !isSelf;
  if (!(user.state === 'invited' && canEdit) && !hasAccessLink && !canDelete) return null;

  return (
    <Stack gap="lg" maw={USER_FORM_MAX_WIDTH}>
      {user.state === 'invited' && canEdit && (
        <SectionCard title={t('users.activation.title')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('users.activation.help')}</Text>
            <Button
              variant="light"
              leftSection={<IconMailForward size={16} aria-hidden="true" />}
              loading={resend.isSaving}
              onClick={() => resend.submit({ intent: 'resend' } satisfies UserIntent)}
            >
              {t('users.activation.button')}
            </Button>
          </Stack>
        </SectionCard>
      )}

      {hasAccessLink && (
        <SectionCard title={t('users.access-link.title')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('users.access-link.help')}</Text>
            {user.accessLinkExpiresAt && (
              <Text size="sm" fw={500}>
                {t('users.access-link.active-until', {
                  date: formatDateTime(user.accessLinkExpiresAt, profile.zoneId),
                })}
              </Text>
            )}
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconLink size={16} aria-hidden="true" />}
                loading={issueLink.isSaving}
                onClick={() => issueLink.submit({ intent: 'access-link' } satisfies UserIntent)}
              >
                {t(user.accessLinkExpiresAt ? 'users.access-link.replace' : 'users.access-link.create')}
              </Button>
              {user.accessLinkExpiresAt && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconLinkOff size={16} aria-hidden="true" />}
                  loading={revokeLink.isSaving}
                  onClick={() => revokeLink.submit({ intent: 'revoke-access-link' } satisfies UserIntent)}
                >
                  {t('users.access-link.revoke')}
                </Button>
              )}
            </Group>
          </Stack>
        </SectionCard>
      )}

      {canDelete && (
        <SectionCard title={t('users.delete.title')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('users.delete.help')}</Text>
            <Button
              color="red"
              variant="outline"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setConfirmingDelete(true)}
            >
              {t('users.delete.button')}
            </Button>
          </Stack>
        </SectionCard>
      )}

      <Modal
        opened={isConfirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={t('users.delete.confirm-title', { name: `${user.firstName} ${user.lastName}`.trim() || user.email })}
        centered
      >
        <Text mb="lg">{t('users.delete.confirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmingDelete(false)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isSaving}
            onClick={() => remove.submit({ intent: 'delete' } satisfies UserIntent)}
          >
            {t('users.delete.button')}
          </Button>
        </Group>
      </Modal>

      <Modal
        opened={link !== null}
        onClose={() => setLink(null)}
        title={t('users.access-link.modal-title', { email: user.email })}
        centered
        size="lg"
      >
        {link && (
          <Stack gap="md">
            <Alert color="orange" variant="light">
              {t('users.access-link.warning', { date: formatDateTime(link.expiresAt, profile.zoneId) })}
            </Alert>
            <Group gap="sm" wrap="nowrap" align="flex-end">
              <TextInput
                label={t('users.access-link.url')}
                value={link.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1 }}
              />
              <CopyValueButton
                value={link.url}
                label={t('users.access-link.copy')}
                copiedLabel={t('users.access-link.copied')}
              />
            </Group>
            <Group justify="flex-end">
              <Button onClick={() => setLink(null)}>{t('common.close')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
};
