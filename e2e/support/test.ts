import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Every spec's `test`: Playwright's, failing a test whose pages broke the Content-Security-Policy
 * (Chromium logs each refused script, style, image, frame or connection as "Refused to … because
 * it violates the following Content Security Policy directive").
 */
export const test = base.extend<{
  cspViolations: string[];
  hydrationErrors: string[];
  lateApp: undefined;
  slowCpu: undefined;
}>({
  // E2E_LATE_APP_MS=2000 delivers the app's shell that much later on every page: the server's
  // page stays on screen without the app, as on a slow phone or a busy CI machine, so a test
  // that only passes when the app takes over at once shows itself (quicker than a slow CPU).
  lateApp: [
    async ({ context, serviceWorkers }, use) => {
      const delay = Number(process.env.E2E_LATE_APP_MS ?? 0);
      // Not with a service worker: it fetches the new build's files itself (pwa.spec.ts).
      if (delay > 0 && serviceWorkers === 'block')
        await context.route('**/assets/shell-*.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, delay));
          await route.continue();
        });
      await use(undefined);
    },
    { auto: true },
  ],
  // E2E_CPU_SLOWDOWN=4 runs every page of the test's context on a CPU that many times slower
  // (Chromium's throttling, as Lighthouse's phone): the races a slower CI machine hits show here.
  slowCpu: [
    async ({ context }, use) => {
      const rate = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
      if (rate > 1) {
        const throttle = async (page: Page) => {
          const session = await context.newCDPSession(page);
          await session.send('Emulation.setCPUThrottlingRate', { rate });
        };
        for (const page of context.pages()) await throttle(page);
        context.on('page', (page) => void throttle(page).catch(() => undefined));
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // A server-drawn page the app could not hydrate is thrown away and drawn again (start.tsx logs
  // "Hydration error"): a tap at that moment is lost. No visitor route may do that, in any test.
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && message.text().startsWith('Hydration error')) errors.push(message.text());
        });
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'pages the app could not hydrate').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await watchCspViolations(context, violations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Adds the CSP violations the pages of `context` report to `violations`: the console's "Refused to
 * …" lines, the errors nobody caught that say the policy refused something, and the
 * `securitypolicyviolation` events (WebAssembly refused without 'wasm-unsafe-eval' shows only
 * there). Also for a browser a spec launched itself (a fake camera's).
 */
export async function watchCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  const isViolation = (text: string) => /Content Security Policy/i.test(text);
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (isViolation(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (isViolation(error.message)) violations.push(error.message);
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // 'eval': zod's one probe of `new Function('')` (caught, it then parses without compiling);
      // the console reports a real eval that fails (Refused to evaluate …) on its own.
      if (event.blockedURI === 'eval') return;
      console.error(`Content Security Policy violation: ${event.violatedDirective} refused ${event.blockedURI}`);
    });
  });
}
