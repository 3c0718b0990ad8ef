/**
 * Watch mode: the API (restarted on change by tsx watch) on API_PORT and Vite with hot reload on PORT,
 * proxying /trpc (HTTP and WebSocket) and /health to the API.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    cwd: 'apps/web',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = (signal: NodeJS.Signals) => {
  for (const child of children) child.kill(signal);
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.once('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 1;
  });
}
