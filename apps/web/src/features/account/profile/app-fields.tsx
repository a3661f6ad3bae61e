import { Badge, Button, Checkbox, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MessageKey } from '@percurso/i18n';
import { type ExperienceLabel, experienceLabel, IDIOMS, type Idiom } from '@percurso/shared';
import { IconRefresh } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { chooseLocale } from '../../../i18n/setup.ts';
import { LOCALE_NAME_KEY } from '../../settings/language-names.ts';
import { resetTutorials } from '../../settings/tutorial-progress.ts';
import { TERMS_LINKS } from '../terms-links.tsx';
import { IDIOM_LOCALES, type ProfileForm } from './profile-form.ts';
import type { ProfileFieldsProps } from './profile-section.tsx';

const LEVEL_KEYS = {
  Iniciante: 'account.profile.level.beginner',
  Intermediário: 'account.profile.level.intermediate',
  Avançado: 'account.profile.level.advanced',
} as const satisfies Record<ExperienceLabel, MessageKey>;

const isIdiom = (value: string | null): value is Idiom => (IDIOMS as readonly (string | null)[]).includes(value);

/** Interface language, experience level, tutorials and the terms acceptance. */
export function AppFields({ form, onChange, level }: ProfileFieldsProps<ProfileForm> & { level: number }) {
  const { t } = useTranslation();
  const handleReset = () => {
    resetTutorials();
    notifications.show({ color: 'teal', message: t('account.profile.tutorials_reset'), withBorder: true });
  };

  return (
    <>
      <Select
        label={t('account.profile.language')}
        data={IDIOMS.map((idiom) => ({ value: idiom, label: t(LOCALE_NAME_KEY[IDIOM_LOCALES[idiom]]) }))}
        value={form.idiom}
        allowDeselect={false}
        onChange={(value) => {
          if (!isIdiom(value)) return;
          onChange('idiom', value);
          chooseLocale(IDIOM_LOCALES[value]);
        }}
        data-testid="profile-language"
      />
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" fw={500}>
          {t('account.profile.level')}
        </Text>
        <Badge size="lg" variant="light" radius="sm" tt="none" data-testid="profile-level">
          {t(LEVEL_KEYS[experienceLabel(level)])}
        </Badge>
      </Group>
      <Button
        variant="light"
        radius="xl"
        leftSection={<IconRefresh size={16} />}
        onClick={handleReset}
        data-testid="reset-tutorials"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('account.profile.reset_tutorials')}
      </Button>
      <Checkbox
        mt="xs"
        checked={form.termsAndPolicyCheck}
        onChange={(event) => onChange('termsAndPolicyCheck', event.currentTarget.checked)}
        label={<Trans i18nKey="account.profile.terms" components={TERMS_LINKS} />}
        data-testid="profile-terms"
      />
    </>
  );
}
