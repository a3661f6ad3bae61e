import '../../ui/dialog-styles.ts';
import { Button, Modal, Stack, Text } from '@mantine/core';
import type { FormatsMessageKey } from '@percurso/i18n';
import {
  CONTENT_FORMATS,
  type ContentFormat,
  type ContentFormatInput,
  type FormatChoice,
  type GuideBundle,
  type OfferedFormats,
  SIGN_LANGUAGES,
  type SignLanguage,
  sameFormatChoice,
  type UserProfile,
} from '@percurso/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoints.ts';
import { apiPut } from '../../api/http.ts';
import { useFormatMessages } from '../../i18n/format-messages.ts';
import { sessionQuery, useSessionUser } from '../account/index.ts';

// The format chooser (issue 30 item 3), shared by the point view's format part and the visitor's
// settings (the header's menu, the profile page): its own chunk, loaded with either.

const NAME_KEYS: Record<ContentFormat, FormatsMessageKey> = {
  standard: 'formats.name.standard',
  narration: 'formats.name.narration',
  'sign-language': 'formats.name.sign-language',
  transcript: 'formats.name.transcript',
  'easy-read': 'formats.name.easy-read',
  'audio-description': 'formats.name.audio-description',
};
const SIGN_KEYS = Object.fromEntries(
  SIGN_LANGUAGES.map((language) => [language, `formats.sign.${language}`]),
) as Record<SignLanguage, FormatsMessageKey>;
const SIGN_FULL_KEYS = Object.fromEntries(
  SIGN_LANGUAGES.map((language) => [language, `formats.sign_full.${language}`]),
) as Record<SignLanguage, FormatsMessageKey>;

/** The short name of a sign language (Libras, ASL…) and its full name, for `lang`-less titles. */
export function useSignLanguageName() {
  const { t } = useTranslation();
  return {
    short: (language: SignLanguage) => t(SIGN_KEYS[language]),
    full: (language: SignLanguage) => t(SIGN_FULL_KEYS[language]),
  };
}

/** A choice's name: "Narração primeiro", "Língua de sinais — ASL". */
export function useChoiceName() {
  const { t } = useTranslation();
  return (choice: FormatChoice) =>
    choice.format === 'sign-language' && choice.signLanguage
      ? t('formats.name.sign-language_in', { language: t(SIGN_KEYS[choice.signLanguage]) })
      : t(NAME_KEYS[choice.format]);
}

/** Everything: outside a guide, or a guide whose bundle predates `offeredFormats`. */
export const EVERY_FORMAT: OfferedFormats = { formats: [...CONTENT_FORMATS], signLanguages: [...SIGN_LANGUAGES] };

/** The choices a chooser lists: standard, then each offered format, sign language once per sign language. */
export function choicesOf(offered: OfferedFormats): FormatChoice[] {
  return offered.formats.flatMap((format): FormatChoice[] =>
    format === 'sign-language' ? offered.signLanguages.map((signLanguage) => ({ format, signLanguage })) : [{ format }],
  );
}

/**
 * What the guide offers (its bundle's `offeredFormats`), read from the bundle this device has or
 * fetched; until then, and for a bundle without it, every format with `fallbackSigns`.
 */
export function useOfferedFormats(guideId: string | undefined, fallbackSigns: readonly SignLanguage[]): OfferedFormats {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['guide', 'by-id', guideId ?? ''],
    queryFn: ({ signal }) => api.guide(guideId ?? '', signal),
    enabled: Boolean(guideId),
    staleTime: 60_000,
    initialData: () =>
      queryClient
        .getQueriesData<GuideBundle>({ queryKey: ['guide'] })
        .map(([, bundle]) => bundle)
        .find((bundle) => bundle?.guide?.id === guideId),
  });
  if (data?.offeredFormats) return data.offeredFormats;
  return { formats: [...CONTENT_FORMATS], signLanguages: fallbackSigns.length > 0 ? [...fallbackSigns] : ['bzs'] };
}

/** The store's choose (settings/content-format.ts), handed down. */
export type Choose = (choice: FormatChoice) => void;

/**
 * Chooses a format on this device and, for a registered visitor, on their profile (their other
 * devices open points in it too). The session's copy changes first, so the profile sync below
 * never takes the old one back.
 */
export function useChooseFormat(chooseContentFormat: Choose) {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return (choice: FormatChoice) => {
    chooseContentFormat(choice);
    if (!user || user.isAnonymous) return;
    const signLanguage = choice.format === 'sign-language' ? (choice.signLanguage ?? 'bzs') : undefined;
    const next: UserProfile = { ...user, contentFormat: choice.format, contentSignLanguage: signLanguage ?? null };
    queryClient.setQueryData(sessionQuery().queryKey, next);
    const body: ContentFormatInput = signLanguage ? { format: choice.format, signLanguage } : { format: choice.format };
    // Best effort: this device keeps the choice in any case.
    void apiPut<UserProfile>('/api/me/content-format', body).catch(() => undefined);
  };
}

/**
 * A registered visitor's profile and this device agree: a format chosen on another device (the
 * profile's) is taken here; one chosen here before signing in is kept on the profile.
 */
export function useProfileFormat(chosen: FormatChoice | undefined, chooseContentFormat: Choose) {
  const user = useSessionUser();
  const choose = useChooseFormat(chooseContentFormat);
  // Once per session answer: a choice made here updates the answer itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    if (!user || user.isAnonymous) return;
    const saved: FormatChoice | undefined = user.contentFormat
      ? user.contentFormat === 'sign-language'
        ? { format: 'sign-language', signLanguage: user.contentSignLanguage ?? 'bzs' }
        : { format: user.contentFormat }
      : undefined;
    if (saved && !sameFormatChoice(saved, chosen)) chooseContentFormat(saved);
    else if (!saved && chosen) choose(chosen);
  }, [user]);
}

const choiceTestId = (choice: FormatChoice) =>
  choice.format === 'sign-language'
    ? `format-choice-sign-language-${choice.signLanguage}`
    : `format-choice-${choice.format}`;

/** One button per choice; the current one pressed. */
export function FormatChoices({
  choices,
  current,
  onChoose,
}: {
  choices: readonly FormatChoice[];
  current: FormatChoice | undefined;
  onChoose: (choice: FormatChoice) => void;
}) {
  const name = useChoiceName();
  const signName = useSignLanguageName();
  return (
    <Stack gap={6}>
      {choices.map((choice) => {
        const isCurrent = sameFormatChoice(choice, current);
        return (
          <Button
            key={choiceTestId(choice)}
            variant={isCurrent ? 'filled' : 'light'}
            justify="flex-start"
            aria-pressed={isCurrent}
            // The full name of a sign language for screen readers ("Língua de sinais — American Sign Language").
            title={choice.signLanguage ? signName.full(choice.signLanguage) : undefined}
            onClick={() => onChoose(choice)}
            styles={{ root: { height: 'auto', minHeight: 44 }, label: { whiteSpace: 'normal', paddingBlock: 6 } }}
            data-testid={choiceTestId(choice)}
          >
            {name(choice)}
          </Button>
        );
      })}
    </Stack>
  );
}

/** The "Formato do conteúdo" dialog: the current choice pressed, every offered one. */
export function FormatDialog({
  opened,
  onClose,
  offered,
  chosen,
  onChoose,
}: {
  opened: boolean;
  onClose: () => void;
  offered: OfferedFormats;
  chosen: FormatChoice | undefined;
  onChoose: Choose;
}) {
  useFormatMessages();
  const { t } = useTranslation();
  const choose = useChooseFormat(onChoose);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('formats.dialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="format-dialog"
    >
      <Stack gap="sm">
        <Text size="sm">{t('formats.dialog.hint')}</Text>
        <FormatChoices
          choices={choicesOf(offered)}
          current={chosen ?? { format: 'standard' }}
          onChoose={(choice) => {
            choose(choice);
            onClose();
          }}
        />
      </Stack>
    </Modal>
  );
}
