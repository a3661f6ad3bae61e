// `npm start`: install, build and start Percurso on the embedded defaults (PGlite and a media
// folder under ./data, demo content on the first start) at http://localhost:3000.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureServerBundle, ensureWebBuild, root, serverBundle } from './setup.mjs';

ensureDependencies();
ensureWebBuild();
// The server bundled into one file (rebuilt when a source changed): a restart reads it at once
// instead of about a thousand TypeScript modules through tsx. `npm run dev` keeps tsx.
await ensureServerBundle();

const server = spawn(process.execPath, [serverBundle], { cwd: root, stdio: 'inherit' });
// Ctrl+C reaches the whole process group, the server included: just wait for it to close its
// database. A SIGTERM sent to this process alone (a process manager) is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
