// Lighthouse as the web benches run it: Debian Chromium headless with the e2e flags, the mobile
// form factor (Moto G Power screen, slow 4G, 4× CPU), one navigation per call.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/support/browser.ts';

export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Chromium for Lighthouse to drive (kill it with `.kill()`). */
export function launchChromium() {
  const options = chromiumLaunchOptions();
  return chromeLauncher.launch({
    chromePath: options.executablePath ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...(options.args ?? [])],
  });
}

export interface AuditOptions {
  onlyCategories: string[];
  /**
   * 'simulate' (Lighthouse's default): observes an unthrottled load and computes the metrics it
   * would have on the slow phone; user timings stay as observed. 'devtools': throttles the network
   * and the CPU for real during the load, so every observed time (user timings included) is slow.
   */
  throttlingMethod?: 'simulate' | 'devtools';
  /** Writes the full report (JSON) there. */
  reportFile?: string;
}

/**
 * One Lighthouse navigation of `url`, mobile form factor. A run that fails to record (a runtime
 * error such as NO_NAVSTART, which a busy machine causes now and then) is run again, up to 3 times,
 * as Lighthouse's own message advises; then it throws.
 */
export async function runLighthouse(url: string, chromePort: number, options: AuditOptions): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      logLevel: 'error',
      output: 'json',
      onlyCategories: options.onlyCategories,
      formFactor: 'mobile',
      throttlingMethod: options.throttlingMethod ?? 'simulate',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (options.reportFile) writeFileSync(options.reportFile, JSON.stringify(lhr));
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.warn(`${url}: ${lhr.runtimeError.code}, running again`);
  }
}

/** An audit's numeric value (NaN when Lighthouse has none). */
export const numericValue = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The performance category's score, 0–100. */
export const performanceScore = (lhr: Lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
