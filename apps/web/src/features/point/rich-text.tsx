import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { RICH_TEXT_SANITIZE, richTextLinkHook } from '@percurso/shared';
import DOMPurify from 'dompurify';
import { useContext, useMemo } from 'react';
import { ServerSanitizerContext } from '../../app/server-sanitizer.ts';
import classes from './rich-text.module.css';

// Links in managers' rich text open in a new tab and cannot reach back into the app. (Without a
// DOM, on the server, DOMPurify is a stub without hooks: the server hands its own sanitiser.)
if (DOMPurify.isSupported) DOMPurify.addHook('afterSanitizeAttributes', richTextLinkHook);

/**
 * Sanitised HTML from content data (no scripts, no event handlers, no iframes), from the first
 * render. On the server (decision 0025) DOMPurify has no DOM: the server's sanitiser (DOMPurify
 * over jsdom, same settings) gives the same string, so the page carries the text and hydration
 * finds what it would draw. DOMPurify leaves clean HTML as it is, so sanitising again in the
 * browser (defence in depth) changes nothing.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const serverSanitize = useContext(ServerSanitizerContext);
  const clean = useMemo(() => {
    if (DOMPurify.isSupported) return DOMPurify.sanitize(html, RICH_TEXT_SANITIZE);
    // Never the raw text: a render without a sanitiser fails, and the page goes out unrendered.
    if (!serverSanitize) throw new Error('rich text drawn without a DOM or a sanitiser');
    return serverSanitize(html);
  }, [html, serverSanitize]);
  return (
    <Typography className={classes.richText}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above */}
      <div data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
