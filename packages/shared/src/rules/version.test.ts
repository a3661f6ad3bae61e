import { describe, expect, it } from 'vitest';
import { compareVersions, isAppOutdated } from './version.ts';

describe('app version', () => {
  it('compares parts numerically, not as text', () => {
    expect(compareVersions('1.1.9', '1.1.11')).toBe(-1);
    expect(compareVersions('1.2', '1.1.11')).toBe(1);
    expect(compareVersions('1.1.11', '1.1.11')).toBe(0);
    expect(compareVersions('1.1', '1.1.0')).toBe(0);
  });

  it('sends an app older than the required version to /outdatedApp', () => {
    expect(isAppOutdated('1.1.11', '1.1.12')).toBe(true);
    expect(isAppOutdated('1.1.11', '1.1.11')).toBe(false);
    expect(isAppOutdated('1.1.11', '1.0.0')).toBe(false);
  });
});
