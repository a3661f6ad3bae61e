import { Button, Group, Text, TextInput } from '@mantine/core';
import { VENUE_PIN_PATTERN } from '@percurso/shared';
import { IconLockOpen } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-messages.ts';
import { useUnlockRecorder } from './use-unlock-recorder.ts';

/**
 * The venue PIN of a QR-required point's teaser, for a visitor whose camera fails: the desk shows
 * it, the server checks it (and limits guessing) and records the unlock (tracker intPointDialog:
 * typed in the point's own view). The content then shows in place of the teaser.
 */
export function VenuePinForm({ pointId }: { pointId: string }) {
  const { t } = useTranslation();
  const { record } = useUnlockRecorder();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = pin.trim();
    if (!VENUE_PIN_PATTERN.test(typed)) {
      setError(t('unlock.teaser.pin_invalid'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await record({ pointId, tracker: 'intPointDialog', proof: { pin: typed } });
    } catch (failure) {
      setError(t(errorMessageKey(failure)));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="teaser-pin-form">
      <Text size="sm" c="dimmed" mb={4}>
        {t('unlock.teaser.pin_hint')}
      </Text>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('unlock.teaser.pin_label')}
          value={pin}
          onChange={(event) => setPin(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          error={error}
          style={{ flex: 1 }}
          data-testid="teaser-pin"
        />
        <Button
          type="submit"
          variant="light"
          mt={25}
          loading={isSending}
          leftSection={<IconLockOpen size={18} />}
          data-testid="teaser-pin-submit"
        >
          {t('unlock.teaser.pin_submit')}
        </Button>
      </Group>
    </form>
  );
}
