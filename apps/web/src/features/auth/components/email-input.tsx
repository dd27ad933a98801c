import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The required e-mail field of the sign-in, sign-up and password-reset forms. */
export const EmailInput = (props: TextInputProps) => {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth:fields.email')}
      placeholder={t('auth:placeholders.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      withAsterisk
      {...props}
    />
  );
};
