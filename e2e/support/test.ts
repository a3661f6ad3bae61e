import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Every spec's `test`: Playwright's, failing a test whose pages broke the Content-Security-Policy
 * (Chromium logs each refused script, style, image, frame or connection as "Refused to … because
 * it violates the following Content Security Policy directive").
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
