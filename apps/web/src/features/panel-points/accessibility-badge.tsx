import { Badge, Group, Text } from '@mantine/core';
import {
  type AccessibilityItem,
  type AccessibilityScore,
  type AccessiblePoint,
  accessibilityItems,
  pointAccessibilityScore,
} from '@percurso/shared';
import { IconAccessible } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const colorOf = (score: number) => (score === 100 ? 'teal' : score >= 50 ? 'yellow' : 'red');

/** "Acessibilidade 67%": how much of what the content needs (transcripts, captions, alt texts, sign language) is there. */
export function AccessibilityBadge({ score, testId }: { score: AccessibilityScore; testId?: string }) {
  const { t } = useTranslation();
  // Content with nothing to check (a new, empty point) is not "100%" accessible: it says so.
  if (score.needed === 0)
    return (
      <Badge
        size="sm"
        variant="light"
        color="gray"
        leftSection={<IconAccessible size={12} aria-hidden />}
        title={t('panel.a11y.nothing_hint')}
        data-testid={testId}
        data-score="none"
      >
        {t('panel.a11y.nothing')}
      </Badge>
    );
  return (
    <Badge
      size="sm"
      variant="light"
      color={colorOf(score.score)}
      leftSection={<IconAccessible size={12} aria-hidden />}
      title={t('panel.a11y.score_hint', { met: score.met, needed: score.needed })}
      data-testid={testId}
      data-score={score.score}
    >
      {t('panel.a11y.score', { score: score.score })}
    </Badge>
  );
}

function describe(item: AccessibilityItem, t: TFunction): string {
  const number = (item.media?.index ?? 0) + 1;
  const where =
    item.media?.section === undefined ? '' : ` (${t('panel.a11y.in_section', { section: item.media.section + 1 })})`;
  switch (item.need) {
    case 'transcript':
      return t('panel.a11y.missing.transcript', { language: (item.language ?? '').toUpperCase() });
    case 'captions':
      return `${t('panel.a11y.missing.captions', { number })}${where}`;
    case 'alt':
      return `${t('panel.a11y.missing.alt', { number })}${where}`;
    case 'signLanguage':
      return t('panel.a11y.missing.sign_language');
    case 'easyRead':
      return t('panel.a11y.missing.easy_read');
    case 'easyReadNarration':
      return t('panel.a11y.missing.easy_read_narration', { language: (item.language ?? '').toUpperCase() });
    case 'audioDescription':
      return t('panel.a11y.missing.audio_description');
  }
}

/** The point editor's summary: its score and, when below 100, what is still missing. */
export function AccessibilitySummary({ point }: { point: AccessiblePoint }) {
  const { t } = useTranslation();
  const missing = accessibilityItems(point).filter((item) => !item.met);
  return (
    <Group gap="xs" wrap="wrap" data-testid="point-a11y-summary">
      <AccessibilityBadge score={pointAccessibilityScore(point)} testId="point-a11y-score" />
      {missing.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('panel.a11y.missing.label')} {missing.map((item) => describe(item, t)).join(' · ')}
        </Text>
      )}
    </Group>
  );
}
