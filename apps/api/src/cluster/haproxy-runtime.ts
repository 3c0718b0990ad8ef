import { connect } from 'node:net';
import type { Route } from './supervisor.ts';

/** Sends one command to HAProxy's runtime API on `socket` and resolves with its answer. */
export function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = connect(socket);
    let answer = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      answer += chunk;
    });
    connection.once('error', reject);
    connection.once('end', () => resolve(answer.trim()));
    connection.end(`${command}\n`);
  });
}

/**
 * The backend's server slots (`api1`..`apiN`), some serving and the rest in maintenance, as routes: route(port)
 * points a slot in maintenance at 127.0.0.1:port and makes it ready (HAProxy sends it requests at once, so the
 * replica must be ready first); remove() puts the slot back in maintenance: no new request goes to it, open
 * connections and WebSockets go on until the replica drains them.
 */
export function serverSlots(options: { socket: string; backend: string; serving: readonly boolean[] }) {
  const free = options.serving.flatMap((serving, index) => (serving ? [] : [`api${index + 1}`]));
  const run = async (command: string, ok: (answer: string) => boolean) => {
    const answer = await haproxyCommand(options.socket, command);
    if (!ok(answer)) throw new Error(`haproxy: '${command}' answered '${answer}'`);
  };
  const routeOf = (server: string): Route => ({
    async remove() {
      await run(`set server ${options.backend}/${server} state maint`, (answer) => answer === '');
      free.push(server);
    },
  });
  return {
    /** The routes of the slots serving from the start, in order. */
    initial: options.serving.flatMap((serving, index) => (serving ? [routeOf(`api${index + 1}`)] : [])),
    async route(port: number): Promise<Route> {
      const server = free.shift();
      if (!server) throw new Error('haproxy: no server slot in maintenance');
      try {
        await run(`set server ${options.backend}/${server} addr 127.0.0.1 port ${port}`, (answer) =>
          /changed|no need to change/.test(answer),
        );
        await run(`set server ${options.backend}/${server} state ready`, (answer) => answer === '');
      } catch (error) {
        free.unshift(server);
        throw error;
      }
      return routeOf(server);
    },
  };
}
