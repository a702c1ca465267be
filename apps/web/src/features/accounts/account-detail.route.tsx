import { ACCOUNTS_ACCESS_KEY, type AccountDetail } from '@console/domain/account/account-list.schema';
import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { Anchor, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigate,
  useOutletContext,
  type LoaderFunctionArgs,
} from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { TAB_BAR_HEIGHT } from '../../ui/layout-constants';
import { accountTypeOf } from './account-type';

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const type = accountTypeOf(new URL(request.url).pathname);
  return {
    account: await api.call(accountEndpoints[type].get, { params: { id: params.id ?? '' }, signal: request.signal }),
  };
};

/** The account the page is about, for its tabs. */
export const useAccount = () => useOutletContext<AccountDetail>();

type Tab = 'infos' | 'users' | 'sensors' | 'contracts';

const tabOf = (pathname: string, base: string): Tab => {
  const rest = pathname.slice(base.length);
  if (rest.startsWith('/users')) return 'users';
  if (rest.startsWith('/sensors')) return 'sensors';
  if (rest.startsWith('/contracts')) return 'contracts';
  return 'infos';
};

/** /providers/:id and /farmers/:id: the account's header and tabs around the tab's screen. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { account } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { type, id } = account;
  const base = paths.account(type, id);
  const tabPaths: Record<Tab, string> = {
    infos: base,
    users: paths.accountTab(type, id, 'users'),
    sensors: paths.accountTab(type, id, 'sensors'),
    contracts: paths.accountTab(type, id, 'contracts'),
  };
  // A farm's sensors come from the sensors API, which needs the Sensors key.
  const tabs = (['infos', 'users', 'sensors', 'contracts'] as const).filter(
    (tab) => tab !== 'sensors' || (type === 'farmer' && isAllowed('can:read:sensors', profile, {})),
  );
  // The account's own users reach the page from the navigation's account block, not from a list.
  const canList = isAllowed(`can:read:${ACCOUNTS_ACCESS_KEY[type]}`, profile, {});
  const place = account.postalAddress
    ? `${account.postalAddress.city} · ${t(`countries.${account.postalAddress.country}`)}`
    : null;

  return (
    <Stack gap={0}>
      <Stack gap="xs" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }} pb="md">
        {canList && (
          <Anchor component={Link} to={paths.accounts(type)} size="sm" c="dimmed">
            <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t(`pages.${type}s`)}
          </Anchor>
        )}
        <Group gap="sm" align="center">
          <Title order={1}>{account.name}</Title>
          <Badge variant="light" size="lg">
            {t(`account-types.${type}`)}
          </Badge>
        </Group>
        {(place || account.provider) && (
          <Text c="dimmed" size="sm">
            {[place, account.provider && t('accounts.of-provider', { name: account.provider.name })]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
      </Stack>
      <Tabs
        value={tabOf(pathname, base)}
        onChange={(tab) => tab && void navigate(tabPaths[tab as Tab])}
        px={{ base: 0, sm: 'xl' }}
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} h={TAB_BAR_HEIGHT}>
              {t(`accounts.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet context={account} />
    </Stack>
  );
};
