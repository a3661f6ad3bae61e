// End-to-end tests drive the system Chromium (browser downloads are not possible everywhere).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Returns the Chromium executable, installing Debian's package when we are root and it is missing. */
export function ensureChromium() {
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('\n> Chromium is missing: installing it from Debian (apt-get install -y chromium)');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error('Chromium not found: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH');
}
