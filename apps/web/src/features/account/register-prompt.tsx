import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isKiosk } from '../kiosk/kiosk-check.ts';
import { openAuthDialog } from './auth-dialog-store.ts';

interface RegisterPromptProps {
  /** What registering gives here; the spec's general reasons when absent. */
  text?: string;
  /** Runs before the account dialog opens, e.g. to close the dialog the prompt is in. */
  onChoose?: () => void;
  /** Smaller, without the icon: inside a toast. */
  compact?: boolean;
}

/**
 * Spec §1/§2: anonymous visitors are asked to sign up (to save progress, collect badges, compete
 * for prizes) or sign in; both buttons open the account dialog on the matching card.
 */
export function RegisterPrompt({ text, onChoose, compact = false }: RegisterPromptProps) {
  const { t } = useTranslation();
  const choose = (card: 'register' | 'login') => {
    onChoose?.();
    openAuthDialog(card);
  };
  return (
    <Stack
      gap={compact ? 'xs' : 'md'}
      align={compact ? 'stretch' : 'center'}
      ta={compact ? 'left' : 'center'}
      data-testid="register-prompt"
      data-kiosk-hidden
    >
      {!compact && (
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconUserPlus size={34} />
        </ThemeIcon>
      )}
      <Title order={2} fz={compact ? 'md' : 'h3'}>
        {t('account.prompt.title')}
      </Title>
      <Text size={compact ? 'sm' : 'md'} maw={420}>
        {text ?? t('account.prompt.text')}
      </Text>
      <Group gap="sm" justify={compact ? 'flex-start' : 'center'}>
        <Button
          radius="xl"
          size={compact ? 'xs' : 'sm'}
          onClick={() => choose('register')}
          data-testid="register-prompt-register"
        >
          {t('account.prompt.register')}
        </Button>
        <Button
          radius="xl"
          variant="default"
          size={compact ? 'xs' : 'sm'}
          onClick={() => choose('login')}
          data-testid="register-prompt-sign-in"
        >
          {t('account.prompt.sign_in')}
        </Button>
      </Group>
    </Stack>
  );
}

const PROMPT_ID = 'register-prompt';

/** The prompt as a toast (one at a time), for a registered-only action an anonymous visitor tried. */
export function showRegisterPrompt(text?: string): void {
  // A kiosk's visitors have no account to make (features/kiosk).
  if (isKiosk()) return;
  notifications.hide(PROMPT_ID);
  notifications.show({
    id: PROMPT_ID,
    autoClose: 8000,
    withBorder: true,
    message: <RegisterPrompt compact text={text} onChoose={() => notifications.hide(PROMPT_ID)} />,
  });
}
