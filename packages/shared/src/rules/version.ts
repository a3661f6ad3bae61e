/** Compares dotted versions numerically ('1.1.9' < '1.1.11'); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The running app is outdated when it is older than the version the app properties require. */
export function isAppOutdated(appVersion: string, requiredVersion: string): boolean {
  return compareVersions(appVersion, requiredVersion) < 0;
}
