import { TagsInput, type TagsInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list of e-mail addresses typed one after the other: Enter, a comma, a space or leaving the field adds one. */
export const EmailsInput = (props: Omit<TagsInputProps, 'label' | 'description' | 'splitChars'>) => {
  const { t } = useTranslation();
  return (
    <TagsInput
      label={t('sharing.parcels.emails')}
      description={t('sharing.parcels.emails-help')}
      splitChars={[',', ' ', ';']}
      acceptValueOnBlur
      {...props}
    />
  );
};
