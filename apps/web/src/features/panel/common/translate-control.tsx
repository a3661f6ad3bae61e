import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import {
  LANGUAGES,
  type Language,
  type LocalizedText,
  type TranslateResult,
  type TranslationFlag,
  type TranslationStatus,
} from '@percurso/shared';
import { IconLanguage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/error-messages.ts';
import { useCurrentPanelGuideId } from './current-panel-guide.ts';
import { panelHttp } from './panel-http.ts';

export type LanguageFlags = Partial<Record<Language, TranslationFlag>>;

const isFilled = (text: string | undefined) => (text ?? '').replace(/<[^>]*>/g, '').trim().length > 0;

/** The language to translate from: Portuguese when written, else the first other language that is. */
export function translationSource(value: LocalizedText, target: Language): Language | undefined {
  return ['pt' as const, ...LANGUAGES].find((lang) => lang !== target && isFilled(value[lang]));
}

const statusQuery = {
  queryKey: ['panel', 'translation'],
  queryFn: () => panelHttp.get<TranslationStatus>('/api/panel/translation'),
  staleTime: Infinity,
};

/**
 * "Traduzir" under one language of a four-language field, with the text's flag (machine,
 * reviewed, human: a person rewrote a machine text; no flag = a person wrote it). A text a
 * person wrote is replaced only after asking.
 */
export function TranslateControl({
  value,
  target,
  rich,
  flags,
  onTranslated,
  onFlagsChange,
  testId,
}: {
  value: LocalizedText;
  target: Language;
  rich: boolean;
  flags: LanguageFlags;
  onTranslated: (text: string) => void;
  onFlagsChange?: ((flags: LanguageFlags) => void) | undefined;
  testId?: string | undefined;
}) {
  const { t } = useTranslation();
  const guideId = useCurrentPanelGuideId();
  const status = useQuery(statusQuery);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const source = translationSource(value, target);
  const flag = flags[target];
  const filled = isFilled(value[target]);

  const translate = async () => {
    setAsking(false);
    setMessage(undefined);
    if (!source || !guideId) return;
    setBusy(true);
    try {
      const answer = await panelHttp.post<TranslateResult>(
        `/api/panel/guides/${encodeURIComponent(guideId)}/translate`,
        {
          source,
          target,
          texts: [value[source] ?? ''],
          format: rich ? 'html' : 'text',
        },
      );
      onTranslated(answer.texts[0] ?? '');
      onFlagsChange?.({ ...flags, [target]: 'machine' });
    } catch (error) {
      setMessage(t(errorMessageKey(error)));
    } finally {
      setBusy(false);
    }
  };
  const onClick = () => {
    if (status.data?.engine === null) return setMessage(t('panel.translation.not_configured'));
    // A person's text (no flag, human or reviewed) is replaced only after asking.
    if (filled && flag !== 'machine') return setAsking(true);
    void translate();
  };

  // Portuguese is where texts start: with nothing to translate it from, say so instead of a dead button.
  if (target === 'pt' && !source)
    return (
      <Text size="xs" c="dimmed" mt={6} data-testid={testId && `${testId}-translate-row`}>
        {t('panel.translation.source_language')}
      </Text>
    );
  return (
    <Group gap="xs" mt={6} wrap="wrap" data-testid={testId && `${testId}-translate-row`}>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconLanguage size={14} />}
        onClick={onClick}
        loading={busy}
        disabled={!source}
        title={source ? undefined : t('panel.translation.no_source')}
        data-testid={testId && `${testId}-translate`}
      >
        {source
          ? t('panel.translation.translate_from', { source: source.toUpperCase() })
          : t('panel.translation.translate')}
      </Button>
      {filled && flag === 'machine' && (
        <>
          <Badge color="yellow" variant="light" data-testid={testId && `${testId}-flag`}>
            {t('panel.translation.flag.machine')}
          </Badge>
          {onFlagsChange && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onFlagsChange({ ...flags, [target]: 'reviewed' })}
            >
              {t('panel.translation.mark_reviewed')}
            </Button>
          )}
        </>
      )}
      {filled && flag === 'reviewed' && (
        <Badge color="teal" variant="light" data-testid={testId && `${testId}-flag`}>
          {t('panel.translation.flag.reviewed')}
        </Badge>
      )}
      {filled && flag === 'human' && (
        <Badge color="gray" variant="light" data-testid={testId && `${testId}-flag`}>
          {t('panel.translation.flag.human')}
        </Badge>
      )}
      {asking && (
        <Alert color="orange" p="xs" w="100%" data-testid={testId && `${testId}-overwrite`}>
          <Text size="sm">{t('panel.translation.overwrite_question')}</Text>
          <Group gap="xs" mt={4}>
            <Button size="compact-sm" color="orange" onClick={() => void translate()}>
              {t('panel.translation.overwrite_yes')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setAsking(false)}>
              {t('panel.translation.overwrite_no')}
            </Button>
          </Group>
        </Alert>
      )}
      {message && (
        <Text size="sm" c="dimmed" w="100%" role="status" data-testid={testId && `${testId}-translate-message`}>
          {message}
        </Text>
      )}
    </Group>
  );
}
