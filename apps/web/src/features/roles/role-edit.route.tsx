import { ACCESS_KEYS, type Rights } from '@console/domain/access/rights';
import { DEFAULT_START_PAGE } from '@console/domain/role/role-rules';
import { roleEndpoints } from '@console/domain/role/role.endpoints';
import { roleInputSchema, type RoleInput, type RoleListItem } from '@console/domain/role/role.schema';
import { Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useLoaderData,
  useNavigate,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { z } from 'zod';
import { api } from '../../api/api';
import { getApiErrorCode } from '../../api/api-error';
import { useRoleLabel } from '../../ui/use-role-label';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { SaveBar } from '../../ui/save-bar';
import { SectionCard } from '../../ui/section-card';
import { useFormAction, type FormActionResult, refusedSave } from '../../ui/use-form-action';
import { ROLE_FORM_MAX_WIDTH, RoleForm } from './role-form';

/** A new role: a farmer role that reads parcels and opens on them, the smallest role that is of use. */
const NEW_ROLE: RoleInput = {
  accountType: 'farmer',
  labelFr: '',
  labelEn: null,
  labelDe: null,
  labelEs: null,
  startPage: DEFAULT_START_PAGE,
  isAdmin: false,
  rights: { ...(Object.fromEntries(ACCESS_KEYS.map((key) => [key, 'no-access'])) as Rights), parcels: 'read-only' },
};

/** The form's values: the role without what only the server decides. */
const toRoleInput = ({ id: _id, userCount: _userCount, ...input }: RoleListItem): RoleInput => input;

export const loader = async ({ params, request }: LoaderFunctionArgs) => ({
  role: params.id ? await api.call(roleEndpoints.get, { params: { id: params.id }, signal: request.signal }) : null,
});

/** What the page posts: the form's role, or its deletion. */
const roleIntentSchema = z.union([z.object({ intent: z.literal('delete') }), roleInputSchema]);
type ActionResult = FormActionResult<{ role?: RoleListItem; isDeleted?: boolean }>;

/** A deleted role is not read again: the list opens instead of a 404. */
export const shouldRevalidate = ({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  (actionResult as { isDeleted?: boolean } | undefined)?.isDeleted ? false : defaultShouldRevalidate;

/**
 * Saves the role (`POST /back/roles` or `/back/roles/{id}`), or deletes it; field issues (422, or 409 for a label
 * taken or a role in use) go back to the form, a role still held comes back as an issue of the deletion.
 */
export const action = async ({ params, request }: ActionFunctionArgs): Promise<ActionResult> => {
  const body = await readPayload(request, roleIntentSchema);
  const { signal } = request;
  try {
    if ('intent' in body) {
      if (params.id) await api.call(roleEndpoints.remove, { params: { id: params.id }, signal });
      return { ok: true, isDeleted: true };
    }
    const role = params.id
      ? await api.call(roleEndpoints.update, { params: { id: params.id }, body, signal })
      : await api.call(roleEndpoints.create, { body, signal });
    return { ok: true, role };
  } catch (error) {
    if (getApiErrorCode(error) === 'role-in-use')
      return { ok: false, issues: [{ path: [], message: 'roles.errors.in-use' }] };
    return refusedSave(error, 'Role change');
  }
};

/** /roles/new and /roles/:id: the role's label, account type, start page and rights; its deletion. */
export const Component = () => {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const navigate = useNavigate();
  const profile = useProfile();
  const { role } = useLoaderData<typeof loader>();
  const canEdit = isAllowed('can:edit:roles', profile, {});
  const [values, setValues] = useState(() => (role ? toRoleInput(role) : NEW_ROLE));
  const [nextPath, setNextPath] = useState<string | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);

  const save = useFormAction<{ role: RoleListItem }>((result) => {
    if (role) {
      notifications.show({ color: 'green', message: t('flash.update') });
      setValues(toRoleInput(result.role));
    } else {
      notifications.show({ color: 'green', message: t('roles.created') });
      setNextPath(paths.role(result.role.id));
    }
  });
  const remove = useFormAction(() => {
    notifications.show({ color: 'green', message: t('roles.deleted') });
    setNextPath(paths.roles());
  });

  // Only once the leaving state has rendered does the leave guard stop asking.
  useEffect(() => {
    if (nextPath) void navigate(nextPath, { replace: true });
  }, [nextPath, navigate]);

  const title = role ? roleLabel(role) : t('pages.role-new');
  const isInUse = (role?.userCount ?? 0) > 0 || Boolean(remove.issues?.length);
  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to={paths.roles()} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('pages.roles')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {role && (
          <Text c="dimmed" size="sm">
            {t(`account-types.${role.accountType}`)} · {t('roles.held-by', { count: role.userCount })}
          </Text>
        )}
      </Stack>
      {!canEdit && (
        <Text size="sm" c="dimmed">
          {t('roles.read-only-notice')}
        </Text>
      )}
      <RoleForm
        values={values}
        title={title}
        readOnly={!canEdit}
        isInUse={(role?.userCount ?? 0) > 0}
        isLeaving={save.isSaving || remove.isSaving || nextPath !== null}
        onSave={save.submit}
        issues={save.issues}
        footer={<SaveBar label={t(role ? 'common.save' : 'roles.create')} isSaving={save.isSaving} />}
      />

      {role && canEdit && (
        <Stack maw={ROLE_FORM_MAX_WIDTH} pb="xl">
          <SectionCard title={t('roles.delete.title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('roles.delete.help')}</Text>
              <Button
                color="red"
                variant="outline"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => setConfirmingDelete(true)}
              >
                {t('roles.delete.button')}
              </Button>
            </Stack>
          </SectionCard>
        </Stack>
      )}
      {role && (
        <Modal
          opened={isConfirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          title={t('roles.delete.confirm-title', { label: roleLabel(role) })}
          centered
        >
          <Text mb="lg">
            {isInUse ? t('roles.delete.in-use', { count: role.userCount }) : t('roles.delete.confirm')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingDelete(false)} data-autofocus>
              {t(isInUse ? 'common.close' : 'common.cancel')}
            </Button>
            {!isInUse && (
              <Button color="red" loading={remove.isSaving} onClick={() => remove.submit({ intent: 'delete' })}>
                {t('roles.delete.button')}
              </Button>
            )}
          </Group>
        </Modal>
      )}
    </Stack>
  );
};
