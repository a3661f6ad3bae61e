import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Every spec's `test`: Playwright's, failing a test whose pages broke the Content-Security-Policy
 * (Chromium logs each refused script, style, image, frame or connection as "Refused to … because
 * it violates the following Content Security Policy directive").
 */
export const test = base.extend<{ cspViolations: string[]; slowCpu: undefined }>({
  // E2E_CPU_THROTTLE=4 runs every page on a CPU that many times slower (Chrome DevTools'
  // throttling), as on a cheap phone or a busy CI machine: a test that only passes when the app
  // is quick to load shows itself.
  slowCpu: [
    async ({ context }, use) => {
      const rate = Number(process.env.E2E_CPU_THROTTLE ?? 1);
      if (rate > 1) {
        const slow = async (page: Page) =>
          (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
        for (const page of context.pages()) await slow(page);
        context.on('page', (page) => void slow(page));
      }
      await use(undefined);
    },
    { auto: true },
  ],
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
