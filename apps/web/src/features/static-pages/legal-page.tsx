import { Stack, Text, Title } from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLegalMessages } from '../../i18n/legal-messages.ts';

interface LegalPageProps {
  title: MessageKey;
  intro: MessageKey;
  sections: ReadonlyArray<{ title: MessageKey; text: MessageKey; values?: Record<string, string | number> }>;
  testId: string;
  /** After the introduction (the privacy policy's usage tracking switch). */
  children?: ReactNode;
}

/** A short legal text: title, introduction and titled sections, all from the catalogues. */
export function LegalPage({ title, intro, sections, testId, children }: LegalPageProps) {
  const { t } = useTranslation();
  useLegalMessages();
  return (
    <Stack gap="lg" component="article" data-testid={testId}>
      <Title order={1} fz="h2">
        {t(title)}
      </Title>
      <Text>{t(intro)}</Text>
      {children}
      {sections.map((section) => (
        <Stack gap={4} key={section.title} component="section">
          <Title order={2} fz="h4">
            {t(section.title)}
          </Title>
          <Text c="dark.6">{section.values ? t(section.text, section.values) : t(section.text)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
