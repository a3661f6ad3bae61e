// `npm run dev`: the server on :3000 (demo data in ./data) and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './setup.mjs';

ensureDependencies();
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', '5173'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
