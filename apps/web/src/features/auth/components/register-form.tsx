import { Box, Button, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { SELECTABLE_ROLES, type SelectableRole } from '@patili/domain/access';
import { isHoneypotFilled, registerFormSchema } from '@patili/domain/auth';
import { AUTH_MESSAGE_CLEAR_MS } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useSignUpEmail } from '../api/sign-up-email';
import { useFormThrottle } from '../hooks/use-form-throttle';
import { EmailInput } from './email-input';

type RegisterValues = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: SelectableRole | '';
  usedReferralCode: string;
  website: string;
};

export type RegisterFormProps = {
  formToken: string | undefined;
  initialRole: SelectableRole;
  initialReferralCode: string;
  /** Where the confirm screen sends the new user once their e-mail is verified. */
  targetPath: string;
  onRoleChange: (role: SelectableRole) => void;
  onRegistered: (email: string) => void;
};

/** Sign-up with every sign-up rule: honeypot, too-fast, fields, referral code. */
export const RegisterForm = ({
  formToken,
  initialRole,
  initialReferralCode,
  targetPath,
  onRoleChange,
  onRegistered,
}: RegisterFormProps) => {
  const { t } = useTranslation();
  const throttle = useFormThrottle();
  const { message, show } = useTimedMessage(AUTH_MESSAGE_CLEAR_MS);
  const signUp = useSignUpEmail();
  const form = useSchemaForm<RegisterValues>(registerFormSchema, {
    initialValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      role: initialRole,
      usedReferralCode: initialReferralCode,
      website: '',
    },
  });

  const submit = async (event?: React.FormEvent) => {
    event?.preventDefault();
    const values = form.getValues();
    if (isHoneypotFilled(values.website)) {
      show('error', t('auth:register.honeypot'));
      return;
    }
    if (throttle() === 'too-fast') {
      show('error', t('auth:register.tooFast'));
      return;
    }
    const validation = form.validate();
    if (validation.hasErrors) {
      const first = Object.values(validation.errors)[0];
      show('error', typeof first === 'string' ? first : t('auth:register.fillAllFields'));
      return;
    }
    const parsed = registerFormSchema.parse(values);
    try {
      await signUp.mutateAsync({
        name: parsed.name,
        email: parsed.email,
        password: parsed.password,
        role: parsed.role,
        usedReferralCode: parsed.usedReferralCode,
        website: values.website,
        formToken,
        targetPath,
      });
      show('success', t('auth:register.success'));
      onRegistered(parsed.email);
    } catch (error) {
      if (applyServerFieldErrors(form, error)) {
        show('error', String(Object.values((error as ApiError).fields)[0]));
        return;
      }
      show(
        'error',
        error instanceof ApiError && error.message ? t('auth:register.failedWithReason', { reason: error.message }) : t('auth:register.failed'),
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput label={t('auth:fields.name')} autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <EmailInput {...form.getInputProps('email')} />
        <PasswordInput label={t('auth:fields.password')} autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
        <PasswordInput
          label={t('auth:fields.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
        <Select
          label={t('auth:fields.role')}
          data={SELECTABLE_ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('role')}
          onChange={(value) => {
            form.setFieldValue('role', (value ?? '') as SelectableRole | '');
            if (value) onRoleChange(value as SelectableRole);
          }}
        />
        <TextInput label={t('auth:fields.referralCode')} autoComplete="off" {...form.getInputProps('usedReferralCode')} />
        {/* Honeypot: hidden from people and assistive tech; bots fill it. */}
        <Box aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <label htmlFor="register-website">{t('auth:fields.website')}</label>
          <input
            id="register-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.getValues().website}
            onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
          />
        </Box>
        {message ? <StatusMessage tone={message.tone}>{message.text}</StatusMessage> : null}
        <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
          {t('auth:register.submit')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('auth:register.termsNotice')}
        </Text>
      </Stack>
    </form>
  );
};
