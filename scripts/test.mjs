import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './chromium.mjs';
import { ensureDependencies, ensureWebBuild, root, run } from './setup.mjs';

const reports = join(root, 'test-results/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit api`: run some stages only
const wants = (stage) => only.length === 0 || only.includes(stage);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** The tests that failed, by name: CI shows only the end of the output, so they are listed there. */
const failedTests = [];

/** A failure's first lines, ANSI colours and stack frames removed: the summary says why, not only what. */
function why(message = '') {
  const lines = stripVTControlCharacters(String(message))
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s*at /.test(line));
  return lines
    .slice(0, 6)
    .map((line) => `    ${line.slice(0, 240)}`)
    .join('\n');
}

/** Each stage's seconds: CI shows only the end of the output, so the summary says where the time went. */
const seconds = [];

/** Runs a stage: a shell command, or a function that throws when the stage fails. */
function stage(name, command, env = {}) {
  const started = performance.now();
  try {
    if (typeof command === 'function') command();
    else run(command, { env: { ...process.env, ...env } });
    return true;
  } catch {
    failures.push(name);
    return false;
  } finally {
    seconds.push(`${name} ${Math.round((performance.now() - started) / 1000)} s`);
  }
}

function countVitest(file) {
  if (!existsSync(file)) return failures.push(`${file} (no report)`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failedTests.push(`${relative(root, result.name)} › ${test.fullName}\n${why(test.failureMessages?.[0])}`);
    if (failed.length === 0 && result.status === 'failed')
      failedTests.push(`${relative(root, result.name)} (${result.message})`);
  }
}

/** Walks a Playwright JSON report's suites, calling `visit` with each spec's file and title and each of its tests. */
function eachPlaywrightTest(suite, visit) {
  for (const spec of suite.specs ?? []) for (const test of spec.tests) visit(spec, test);
  for (const child of suite.suites ?? []) eachPlaywrightTest(child, visit);
}

function countPlaywright(file) {
  if (!existsSync(file)) return failures.push(`${file} (no report)`);
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  for (const suite of suites ?? [])
    eachPlaywrightTest(suite, (spec, test) => {
      if (test.status === 'unexpected') {
        const error = test.results?.at(-1)?.error?.message;
        failedTests.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}\n${why(error)}`);
      }
    });
}

const vitest = (name, args, env = {}) => {
  const file = join(reports, `${name}.json`);
  stage(name, `npx vitest run ${args} --reporter=default --reporter=json --outputFile.json="${file}"`, env);
  countVitest(file);
};

ensureDependencies();

if (wants('static')) {
  stage('lint', 'npx biome ci --colors=off .');
  stage('cycles', 'npm run check:cycles');
  stage('typecheck', 'npm run typecheck');
}
if (wants('unit')) vitest('unit', '--project shared --project i18n --project web');
if (wants('api')) {
  // One run, two vitest projects: the same API suite on PGlite and on a throwaway PostgreSQL.
  const file = join(reports, 'api.json');
  stage('api', 'npm run test:api -w @percurso/server', { VITEST_JSON_REPORT: file });
  countVitest(file);
}
if (wants('e2e')) {
  const chromium = ensureChromium();
  // Always built afresh, and stamped: the release stage then uses this build instead of its own.
  if (stage('build', () => ensureWebBuild({ force: true }))) {
    // The JavaScript /index needs before it paints must stay within its budget (prints the figure).
    stage('budget', 'node apps/web/scripts/initial-js-budget.mjs');
    // The release folder (scripts/release.mjs) starts on its own, copied away from the sources.
    vitest('release', '--project ops');
    const file = join(reports, 'e2e.json');
    stage('e2e', 'npx playwright test -c e2e/playwright.config.ts', {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    countPlaywright(file);
  }
}

console.log('');
if (seconds.length > 0) console.log(`Stages: ${seconds.join(', ')}`);
for (const name of failedTests) console.log(`Failed: ${name}`);
if (failures.length > 0) console.log(`Failed stages: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
