// `npm start`: install, build and start Percurso on the embedded defaults (PGlite and a media
// folder under ./data, demo content on the first start) at http://localhost:3000.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, root } from './setup.mjs';

ensureDependencies();
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
// Ctrl+C reaches the whole process group, the server included: just wait for it to close its
// database. A SIGTERM sent to this process alone (a process manager) is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
