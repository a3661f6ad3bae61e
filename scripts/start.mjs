// `npm start`: install, build and start Percurso on the embedded defaults (PGlite and a media
// folder under ./data, demo content on the first start) at http://localhost:3000.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, root } from './setup.mjs';

ensureDependencies();
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
