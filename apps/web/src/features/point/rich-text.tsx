import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useHydrated } from '../../app/hydration.tsx';
import classes from './rich-text.module.css';

// Links in managers' rich text open in a new tab and cannot reach back into the app. (Without a
// DOM, on the server, DOMPurify is a stub without hooks: see RichText.)
if (DOMPurify.isSupported) {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Sanitised HTML from content data (no scripts, no event handlers, no iframes). Without a DOM
 * (a server rendering, decision 0025) DOMPurify cannot sanitise and answers its input as it is,
 * so there the text is left for the browser to draw: once the page is hydrated (hydration keeps
 * the server's empty element as it is).
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const hydrated = useHydrated();
  const clean = useMemo(
    () =>
      hydrated && DOMPurify.isSupported
        ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['style'] })
        : '',
    [html, hydrated],
  );
  return (
    <Typography className={classes.richText}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above */}
      <div data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
