import { accountEndpoints } from '@console/domain/account/account.endpoints';
import type { AccountType } from '@console/domain/account/account-type';
import { roleEndpoints } from '@console/domain/role/role.endpoints';
import { canEditUser } from '@console/domain/user/user-access';
import type { AccessLink, UpdateUserInput, UserDetail } from '@console/domain/user/user-list.schema';
import { userEndpoints } from '@console/domain/user/user.endpoints';
import type { CreateUserInput } from '@console/domain/user/user.schema';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { getApiErrorCode } from '../../api/api-error';
import { profileContext } from '../../session/profile-context';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { phoneCountryOf } from '../../ui/phone-number-field';
import { SaveBar } from '../../ui/save-bar';
import { useFormAction, type FormActionResult, refusedSave } from '../../ui/use-form-action';
import { UserActions } from './user-actions';
import { UserForm } from './user-form';
import { type UserIntent, userIntentSchema } from './user-intent';
import { UserSecondFactor } from './user-second-factor';
import type { UserPages } from './user-pages';
import { UserStateBadge } from './user-state-badge';

export const fullName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The form's values for a user as saved. */
const toFormValues = (user: UserDetail): CreateUserInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber ?? undefined,
  language: user.language,
  roleId: user.roleId,
  accountId: user.accountId,
  accountType: user.accountType,
});

/** What a change sends: the invitation's own fields stay as they are (decision 059). */
const toUpdateInput = ({ firstName, lastName, phoneNumber, language, roleId }: CreateUserInput): UpdateUserInput => ({
  firstName,
  lastName,
  phoneNumber,
  language,
  roleId,
});

type UserActionResult = FormActionResult<{ user?: UserDetail; link?: AccessLink }>;

/** One route's screens over the pages of /users or /my-users: the invitation of a user, and a user's page. */
export const userEditRoute = (pages: UserPages) => {
  const loader = async ({ params, request, context }: LoaderFunctionArgs) => {
    const { signal } = request;
    const profile = context.get(profileContext);
    if (params.id) {
      const user = await api.call(userEndpoints.get, { params: { id: params.id }, signal });
      const roles = await api.call(roleEndpoints.options, { query: { accountType: user.accountType }, signal });
      return {
        user,
        roles,
        accounts: null,
        account: { id: user.accountId, type: user.accountType, name: user.accountName },
      };
    }
    if (pages.isMine) {
      const roles = await api.call(roleEndpoints.options, { query: { accountType: profile.accountType }, signal });
      const account = { id: profile.accountId ?? '', type: profile.accountType, name: profile.accountName ?? '' };
      return { user: null, roles, accounts: null, account };
    }
    const [roles, accounts] = await Promise.all([
      api.call(roleEndpoints.options, { signal }),
      api.call(accountEndpoints.options, { signal }),
    ]);
    // An account page's "invite a user" names the account.
    const chosen = accounts.find((account) => account.id === new URL(request.url).searchParams.get('accountId'));
    return { user: null, roles, accounts, account: chosen ?? null };
  };

  /**
   * Sends the page's changes: the invitation or the user's fields (field issues of a 409 or 422 go back to the form),
   * the deletion, a new invitation e-mail, an access link or its revocation. A refusal naming no field comes back as
   * an issue without a path, whose message is `users.errors.<code>`.
   */
  const action = async ({ params, request }: ActionFunctionArgs): Promise<UserActionResult> => {
    const body = await readPayload(request, userIntentSchema);
    const { signal } = request;
    const thisUser = { params: { id: params.id ?? '' }, signal };
    try {
      switch (body.intent) {
        case 'save':
          return params.id
            ? {
                ok: true,
                user: await api.call(userEndpoints.update, { ...thisUser, body: toUpdateInput(body.values) }),
              }
            : { ok: true, user: await api.call(userEndpoints.create, { body: body.values, signal }) };
        case 'delete':
          await api.call(userEndpoints.remove, thisUser);
          return { ok: true };
        case 'resend':
          await api.call(userEndpoints.requestActivation, thisUser);
          return { ok: true };
        case 'access-link':
          return { ok: true, link: await api.call(userEndpoints.generateAccessLink, thisUser) };
        case 'revoke-access-link':
          await api.call(userEndpoints.revokeAccessLink, thisUser);
          return { ok: true };
        case 'reset-two-factor':
          return {
            ok: true,
            user: await api.call(userEndpoints.resetSecondFactor, { ...thisUser, body: { reason: body.reason } }),
          };
      }
    } catch (error) {
      const code = getApiErrorCode(error);
      if (code) return { ok: false, issues: [{ path: [], message: `users.errors.${code}` }] };
      return refusedSave(error, `User ${body.intent}`);
    }
  };

  /** /users/new, /users/{id}, /my-users/new and /my-users/{id}. */
  const Component = () => {
    const { t } = useTranslation();
    const navigate = useNavigate();
    const profile = useProfile();
    const { user, roles, accounts, account } = useLoaderData<typeof loader>();
    const canEdit = user ? canEditUser(profile, user) : true;
    const initial = useMemo<CreateUserInput>(
      () =>
        user
          ? toFormValues(user)
          : {
              firstName: '',
              lastName: '',
              email: '',
              language: profile.language,
              roleId: '',
              accountId: account?.id ?? '',
              accountType: (account?.type ?? '') as AccountType,
            },
      [user, account, profile.language],
    );
    const [nextPath, setNextPath] = useState<string | null>(null);

    const save = useFormAction<{ user: UserDetail }>((result) => {
      if (user) {
        notifications.show({ color: 'green', message: t('flash.update') });
      } else {
        notifications.show({ color: 'green', message: t('users.invited', { email: result.user.email }) });
        setNextPath(pages.detail(result.user.id));
      }
    });

    // Only once the leaving state has rendered does the leave guard stop asking.
    useEffect(() => {
      if (nextPath) void navigate(nextPath, { replace: true });
    }, [nextPath, navigate]);

    const title = user ? fullName(user) : t(pages.isMine ? 'pages.my-user-new' : 'pages.user-new');
    return (
      <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }} pb="xl">
        <Anchor component={Link} to={pages.list()} size="sm" c="dimmed">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t(pages.titleKey)}
        </Anchor>
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Title order={1}>{title}</Title>
            {user && <UserStateBadge state={user.state} size="lg" />}
          </Group>
          {user && (
            <Text c="dimmed" size="sm">
              {user.email} · {user.accountName} · {t(`account-types.${user.accountType}`)}
            </Text>
          )}
        </Stack>
        {user && !canEdit && (
          <Text size="sm" c="dimmed">
            {t('users.read-only-notice')}
          </Text>
        )}
        <UserForm
          values={initial}
          title={title}
          isNew={!user}
          accounts={accounts}
          accountName={account?.name ?? ''}
          roles={roles}
          grantor={profile}
          phoneCountry={phoneCountryOf(profile.postalAddress?.country)}
          readOnly={!canEdit}
          isLeaving={save.isSaving || nextPath !== null}
          onSave={(values) => save.submit({ intent: 'save', values } satisfies UserIntent)}
          issues={save.issues}
          footer={
            user ? (
              <SaveBar label={t('common.save')} isSaving={save.isSaving} />
            ) : (
              <SaveBar
                label={t('users.send-invitation')}
                isSaving={save.isSaving}
                icon={<IconSend size={18} aria-hidden="true" />}
              />
            )
          }
        />
        {user && <UserSecondFactor user={user} canReset={canEdit && user.id !== profile.id} />}
        {user && (
          <UserActions
            user={user}
            canEdit={canEdit}
            isSelf={user.id === profile.id}
            onDeleted={() => setNextPath(pages.list())}
          />
        )}
      </Stack>
    );
  };

  return { loader, action, Component };
};
