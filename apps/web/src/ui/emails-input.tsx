import { MAX_SHARED_EMAILS } from '@console/domain/parcel/parcel.schema';
import { TagsInput, type TagsInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A list of e-mail addresses typed one after the other: Enter, a comma, a space or leaving the field adds one; at
 * most as many as one sharing may name.
 */
export const EmailsInput = (props: Omit<TagsInputProps, 'label' | 'description' | 'splitChars'>) => {
  const { t } = useTranslation();
  return (
    <TagsInput
      label={t('sharing.parcels.emails')}
      description={t('sharing.parcels.emails-help', { max: MAX_SHARED_EMAILS })}
      maxTags={MAX_SHARED_EMAILS}
      splitChars={[',', ' ', ';']}
      acceptValueOnBlur
      {...props}
    />
  );
};
