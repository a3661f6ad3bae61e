import { Box, Button, Divider, SegmentedControl, Stack, Text } from '@mantine/core';
import { LOCALES, type Locale } from '@percurso/i18n';
import { localize } from '@percurso/shared';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { loadPreviewMessages } from '../../../i18n/preview-messages.ts';
import { useContentLanguage } from '../../../i18n/use-content-language.ts';
import { type PreviewLanguageMessage, previewPath } from '../../preview/preview-frame.ts';
import { LOCALE_NAME_KEY } from '../../settings/language-names.ts';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { guideQueries } from '../guides/guides-api.ts';
import classes from './phone-frame.module.css';
import { SharePreviewLinks } from './share-preview-links.tsx';

/** The preview's messages (the link errors the panel may show) come with the screen. */
export const loader = async () => {
  await loadPreviewMessages();
  return null;
};

const initialLocale = (language: string): Locale =>
  (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'pt-BR';

/**
 * /guidePanel/{guideId}/preview, "Ver como visitante": the guide's draft in the real visitor screens
 * inside a phone's frame, in any of the four languages, and its shareable links. A phone opens the
 * preview full screen instead (the frame would not fit).
 */
function PreviewRoute() {
  const { guideId = '' } = useParams();
  const [search] = useSearchParams();
  const pointId = search.get('point') ?? undefined;
  const { t, i18n } = useTranslation();
  const access = usePanelAccess();
  const language = useContentLanguage();
  const guide = useQuery(guideQueries.one(guideId));
  const frame = useRef<HTMLIFrameElement>(null);
  const [locale, setLocale] = useState<Locale>(() => initialLocale(i18n.language));
  // The frame's first address only: a language switched later is posted to the page inside, which
  // keeps the screen it is on (a new address would start it over).
  const [firstLocale] = useState(locale);
  const switchLocale = (next: string) => {
    const chosen = initialLocale(next);
    setLocale(chosen);
    const message: PreviewLanguageMessage = { type: 'percurso-preview-language', locale: chosen };
    frame.current?.contentWindow?.postMessage(message, location.origin);
  };

  return (
    <QueryState isPending={guide.isPending} error={guide.error}>
      {() => {
        if (!guide.data) return null;
        const name = localize(guide.data.name, 'pt');
        return (
          <PanelPage
            title={`${t('panel.preview.title')}: ${localize(guide.data.name, language)}`}
            testId="guide-preview"
            actions={
              <>
                <Button
                  component={Link}
                  to={PANEL_PATHS.guidePanel(guideId)}
                  variant="subtle"
                  leftSection={<IconArrowLeft size={16} aria-hidden />}
                >
                  {t('panel.preview.back')}
                </Button>
                <Button
                  component="a"
                  href={previewPath(name, `m.${guideId}`, locale)}
                  target="_blank"
                  variant="light"
                  rightSection={<IconExternalLink size={16} aria-hidden />}
                  data-testid="preview-full-screen"
                >
                  {t('panel.preview.full_screen')}
                </Button>
              </>
            }
          >
            <Stack gap="md">
              <Text size="sm">{t('panel.preview.intro')}</Text>
              <SegmentedControl
                aria-label={t('panel.preview.language')}
                value={locale}
                onChange={switchLocale}
                data={LOCALES.map((value) => ({ value, label: t(LOCALE_NAME_KEY[value]) }))}
                data-testid="preview-language"
              />
              <Box className={classes.phone}>
                <iframe
                  ref={frame}
                  className={classes.screen}
                  title={t('panel.preview.frame_title')}
                  src={previewPath(name, `m.${guideId}`, firstLocale, pointId)}
                  data-testid="preview-frame"
                />
              </Box>
              {access.can('guide.content.edit', guideId) && (
                <>
                  <Divider />
                  <SharePreviewLinks guideId={guideId} guideName={name} />
                </>
              )}
            </Stack>
          </PanelPage>
        );
      }}
    </QueryState>
  );
}

export { PreviewRoute as Component };
