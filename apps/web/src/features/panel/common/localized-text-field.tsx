import '@mantine/core/styles/Tabs.css';
import { Box, Input, Tabs, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import { LANGUAGES, type Language, type LocalizedText } from '@percurso/shared';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { QueryClientContext } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext } from 'react-router';
import { useReadOnly } from './read-only.tsx';
import { type LanguageFlags, TranslateControl } from './translate-control.tsx';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export interface LocalizedTextFieldProps {
  label: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  /** 'text' one line, 'multiline' a textarea, 'rich' a rich text (HTML) editor. */
  kind?: 'text' | 'multiline' | 'rich';
  /** Languages that must be filled: their tab shows an asterisk. */
  required?: readonly Language[];
  /** Error per language (e.g. from the form's validation); the tab turns red. */
  errors?: Partial<Record<Language, string | undefined>>;
  description?: string;
  /** Prefix of the inputs' data-testid: `${testId}-pt`, `${testId}-tab-en`. */
  testId?: string;
  /**
   * Who wrote each language (machine, human, reviewed; none = a person), stored with the record
   * (issue 16). A person's edit of a machine or reviewed text flags it human.
   */
  flags?: LanguageFlags | undefined;
  /** Receives the new flags after "Traduzir" or "Marcar como revisada"; without it flags are not kept. */
  onFlagsChange?: ((flags: LanguageFlags) => void) | undefined;
}

const isFilled = (text: string | undefined) => (text ?? '').replace(/<[^>]*>/g, '').trim().length > 0;

/**
 * One text in the four content languages (tabs pt/en/es/fr). Each tab carries a completeness
 * marker (filled check or dashed circle), so a manager sees at a glance which translations are
 * missing. Rich text loads its editor lazily.
 */
export function LocalizedTextField({
  label,
  value,
  onChange,
  kind = 'text',
  required = [],
  errors = {},
  description,
  testId,
  flags = {},
  onFlagsChange,
}: LocalizedTextFieldProps) {
  const { t } = useTranslation();
  // "Traduzir" needs the panel's guide (route) and the API client; a bare field (tests) goes without.
  const inRouter = useInRouterContext();
  const queryClient = useContext(QueryClientContext);
  const canTranslate = inRouter && queryClient !== undefined;
  const [language, setLanguage] = useState<Language>('pt');
  const labelId = useId();
  const isReadOnly = useReadOnly();
  const set = (lang: Language, text: string) => {
    onChange({ ...value, [lang]: text });
    if (!onFlagsChange || !flags[lang]) return;
    // An emptied language has nobody's text any more; a text a person changes is theirs.
    if (!isFilled(text)) {
      const { [lang]: _gone, ...rest } = flags;
      onFlagsChange(rest);
    } else if (flags[lang] !== 'human') onFlagsChange({ ...flags, [lang]: 'human' });
  };
  // Every language's message (e.g. both 'Nome não informado!' and 'Nome em inglês não informado!').
  const messages = [...new Set(LANGUAGES.map((lang) => errors[lang]).filter(Boolean))];
  const error = messages.length > 0 ? messages.join(' ') : undefined;

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={labelId}
      description={description}
      required={required.length > 0}
      error={error}
    >
      <Tabs value={language} onChange={(next) => next && setLanguage(next as Language)} keepMounted={false} mt={4}>
        <Tabs.List>
          {LANGUAGES.map((lang) => {
            const filled = isFilled(value[lang]);
            return (
              <Tabs.Tab
                key={lang}
                value={lang}
                // In a read-only editor the fieldset disables every button: the tabs are not buttons
                // there, so a person who may only read still switches languages (arrows, click).
                component={isReadOnly ? 'div' : undefined}
                color={errors[lang] ? 'red' : undefined}
                leftSection={
                  filled ? (
                    <IconCircleCheckFilled size={14} color="var(--mantine-color-teal-6)" />
                  ) : (
                    <IconCircleDashed size={14} color="var(--mantine-color-gray-5)" />
                  )
                }
                data-testid={testId && `${testId}-tab-${lang}`}
              >
                {lang.toUpperCase()}
                {required.includes(lang) ? ' *' : ''}
                {/* Read after the visible "PT *", so the name starts with what is seen (label in name). */}
                <VisuallyHidden>
                  {`: ${t(`panel.language.${lang}`)}, ${filled ? t('panel.language.filled') : t('panel.language.missing')}`}
                </VisuallyHidden>
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {LANGUAGES.map((lang) => (
          <Tabs.Panel key={lang} value={lang} pt="xs">
            <Box>
              {kind === 'rich' ? (
                <Suspense
                  fallback={
                    // The editor's chunk is on its way: the same name as the editor, and busy until it is
                    // there (axe once found this placeholder unnamed on a slow machine).
                    <Textarea
                      autosize
                      minRows={6}
                      disabled
                      aria-busy
                      aria-label={`${label} (${t(`panel.language.${lang}`)})`}
                    />
                  }
                >
                  <RichTextEditor
                    value={value[lang] ?? ''}
                    onChange={(html) => set(lang, html)}
                    ariaLabel={`${label} (${t(`panel.language.${lang}`)})`}
                    testId={testId && `${testId}-${lang}`}
                  />
                </Suspense>
              ) : kind === 'multiline' ? (
                <Textarea
                  autosize
                  minRows={3}
                  maxRows={12}
                  value={value[lang] ?? ''}
                  onChange={(event) => set(lang, event.currentTarget.value)}
                  aria-label={`${label} (${t(`panel.language.${lang}`)})`}
                  error={Boolean(errors[lang])}
                  data-testid={testId && `${testId}-${lang}`}
                />
              ) : (
                <TextInput
                  value={value[lang] ?? ''}
                  onChange={(event) => set(lang, event.currentTarget.value)}
                  aria-label={`${label} (${t(`panel.language.${lang}`)})`}
                  error={Boolean(errors[lang])}
                  data-testid={testId && `${testId}-${lang}`}
                />
              )}
              {canTranslate && (
                <TranslateControl
                  value={value}
                  target={lang}
                  rich={kind === 'rich'}
                  flags={flags}
                  onTranslated={(text) => onChange({ ...value, [lang]: text })}
                  onFlagsChange={onFlagsChange}
                  testId={testId && `${testId}-${lang}`}
                />
              )}
            </Box>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Input.Wrapper>
  );
}
