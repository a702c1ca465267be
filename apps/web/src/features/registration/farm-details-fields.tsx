import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountNameFields } from '../../ui/account-name-fields';
import { PostalAddressFields } from '../../ui/postal-address-fields';

/** The farm's name, SIRET and address, under the form's `account` field. */
export const FarmDetailsFields = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} fz="h4" component="legend" mb="sm">
        {t('register.farm.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AccountNameFields prefix="account." nameLabel={t('register.farm.name')} />
      </SimpleGrid>
      <PostalAddressFields name="account.postalAddress" />
    </Stack>
  );
};
