import type { ManagedAccountType } from '@console/domain/account/account-list.schema';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountNameFields } from '../../ui/account-name-fields';
import { PostalAddressFields } from '../../ui/postal-address-fields';
import { TextareaField } from '../../ui/text-field';

export const ACCOUNT_FORM_MAX_WIDTH = 1000;

/** A titled part of an account form; its title names the region for screen readers. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
    <Title order={2} fz="h4" mb="md">
      {title}
    </Title>
    {children}
  </Paper>
);

type AccountFieldsProps = {
  type: ManagedAccountType;
  /** Where the account's fields sit in the form's values: `account.` on creation, `` on edit. */
  prefix: '' | 'account.';
  /** Further fields of the account section (a farm's provider). */
  children?: ReactNode;
};

/**
 * The account's own fields (spec point 3), shared by the creation and edit forms: name, SIRET (optional, 14 digits
 * when given), the internal comment and the postal address. Inside a react-hook-form FormProvider.
 */
export const AccountFields = ({ type, prefix, children }: AccountFieldsProps) => {
  const { t } = useTranslation();
  const { control } = useFormContext();

  return (
    <>
      <FormSection title={t(`accounts.${type}.section`)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AccountNameFields prefix={prefix} nameLabel={t(`accounts.${type}.name-label`)} />
            {children}
          </SimpleGrid>
          <TextareaField
            control={control}
            name={`${prefix}comment`}
            label={t('accounts.fields.comment')}
            description={t('accounts.fields.comment-help')}
            autosize
            minRows={2}
            maxRows={6}
          />
        </Stack>
      </FormSection>
      <FormSection title={t('accounts.sections.address')}>
        <PostalAddressFields name={`${prefix}postalAddress`} />
      </FormSection>
    </>
  );
};
