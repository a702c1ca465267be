import { antiSlugProductEndpoints } from '@console/domain/crop/anti-slug-product.endpoints';
import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { formatNumber } from '../../ui/number-format';

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  products: await api.call(antiSlugProductEndpoints.list, { signal: request.signal }),
});

/** /settings/anti-slug-products: every product of the catalogue, retired ones included, by name. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { products } = useLoaderData<typeof loader>();
  const canEdit = isAllowed('staff:edit:configuration', profile, {});

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('pages.settings-anti-slug-products')}</Title>
        {canEdit && (
          <Button
            component={Link}
            to={paths.settingsAntiSlugProductNew()}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('anti-slug-products.add')}
          </Button>
        )}
      </Group>
      <Text c="dimmed" maw={760}>
        {t('anti-slug-products.intro')}
      </Text>
      <Table.ScrollContainer minWidth={960}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('anti-slug-products.fields.name')}</Table.Th>
              <Table.Th>{t('anti-slug-products.fields.manufacturer')}</Table.Th>
              <Table.Th>{t('anti-slug-products.fields.activeIngredient')}</Table.Th>
              <Table.Th>{t('anti-slug-products.fields.formulation')}</Table.Th>
              <Table.Th ta="right">{t('anti-slug-products.fields.authorisedDose')}</Table.Th>
              <Table.Th>{t('anti-slug-products.fields.countries')}</Table.Th>
              <Table.Th>{t('anti-slug-products.fields.isActive')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.map((product) => (
              <Table.Tr key={product.slug}>
                <Table.Td>
                  {canEdit ? (
                    <Anchor component={Link} to={paths.settingsAntiSlugProduct(product.slug)} fw={600}>
                      {product.name}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{product.name}</Text>
                  )}
                </Table.Td>
                <Table.Td>{product.manufacturer}</Table.Td>
                <Table.Td>{t(`crop.intervention.ingredients.${product.activeIngredient}`)}</Table.Td>
                <Table.Td>{t(`anti-slug-products.formulations.${product.formulation}`)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {product.authorisedDose === null
                    ? '—'
                    : `${formatNumber(product.authorisedDose, 2)} ${product.dosageUnit}`}
                </Table.Td>
                <Table.Td>{product.countries.map((country) => t(`countries.${country}`)).join(', ')}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge
                    variant="light"
                    color={product.isActive ? 'lime' : 'gray'}
                    styles={{ label: { overflow: 'visible' } }}
                  >
                    {t(product.isActive ? 'anti-slug-products.active' : 'anti-slug-products.retired')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
};
