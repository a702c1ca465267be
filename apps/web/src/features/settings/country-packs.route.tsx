import { countryPackEndpoints } from '@console/domain/country/country-pack.endpoints';
import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { DesktopOnly } from '../../ui/desktop-only';
import { SettingStatus } from './setting-status';

export const loader = ({ request }: LoaderFunctionArgs) =>
  api.call(countryPackEndpoints.list, { signal: request.signal });

/** /settings/internationalization: the five countries' packs at a glance, each opening its own page. */
export const Component = () => {
  const { t } = useTranslation();
  const { items } = useLoaderData<typeof loader>();
  return (
    <DesktopOnly>
      <Stack gap="lg" p="xl" maw={1100}>
        <Title order={1}>{t('pages.settings-internationalization')}</Title>
        <Text c="dimmed">{t('country-packs.intro')}</Text>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" striped aria-label={t('country-packs.table')}>
            <Table.Thead>
              <Table.Tr>
                {['country', 'language', 'hemisphere', 'decisionTree', 'changed'].map((column) => (
                  <Table.Th key={column}>{t(`country-packs.columns.${column}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((pack) => (
                <Table.Tr key={pack.country}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.settingsCountry(pack.country)} fw={600}>
                      {t(`countries.${pack.country}`)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`languages.${pack.language}`)}</Table.Td>
                  <Table.Td>{t(`country-packs.hemispheres.${pack.hemisphere}`)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={pack.decisionTree ? 'lime' : 'gray'}>
                      {t(pack.decisionTree ? 'country-packs.on' : 'country-packs.off')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <SettingStatus state={pack} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </DesktopOnly>
  );
};
