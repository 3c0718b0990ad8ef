import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ClientsCommand, ClientsReply } from './ws-clients.ts';

const SCRIPT = fileURLToPath(new URL('./ws-clients.ts', import.meta.url));

/** The WebSocket clients' process: send it a command, await its reply of the given type. */
export function startClientsProcess() {
  const child = fork(SCRIPT, [], {
    execArgv: ['--max-old-space-size=4096', '--import', 'tsx'],
    stdio: 'inherit',
  });
  const request = <T extends ClientsReply['type']>(command: ClientsCommand, reply: T) =>
    new Promise<Extract<ClientsReply, { type: T }>>((resolve) => {
      const onMessage = (message: ClientsReply) => {
        if (message.type !== reply) return;
        child.off('message', onMessage);
        resolve(message as Extract<ClientsReply, { type: T }>);
      };
      child.on('message', onMessage);
      child.send(command);
    });
  return { child, request };
}
