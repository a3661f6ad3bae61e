import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNotice } from '../../../api/error-messages.ts';
import { showWarning } from '../../../ui/show-warning.ts';
import { accountApi } from '../account-api.ts';

/**
 * Whether the owner confirmed the account's e-mail, and (when not) a button that mails a new
 * verification link: panel roles given to the address wait for it (docs/product-decisions.md).
 */
export function EmailVerification({ email, isVerified }: { email: string; isVerified: boolean }) {
  const { t } = useTranslation();
  const [isSending, setSending] = useState(false);
  if (isVerified) {
    return (
      <Group gap="xs" data-testid="email-verified">
        <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
          {t('account.email.verified')}
        </Badge>
      </Group>
    );
  }
  const send = async () => {
    setSending(true);
    try {
      await accountApi.sendVerificationEmail();
      notifications.show({ color: 'teal', message: t('account.email.sent', { email }), withBorder: true });
    } catch (error) {
      showWarning(t(errorNotice(error).key));
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="xs" align="flex-start" data-testid="email-unverified">
      <Badge color="orange" variant="light" leftSection={<IconMailExclamation size={14} aria-hidden />}>
        {t('account.email.unverified')}
      </Badge>
      <Text size="sm" c="dimmed">
        {t('account.email.unverified_hint')}
      </Text>
      <Button variant="light" radius="xl" size="xs" loading={isSending} onClick={send} data-testid="email-verify-send">
        {t('account.email.send')}
      </Button>
    </Stack>
  );
}
