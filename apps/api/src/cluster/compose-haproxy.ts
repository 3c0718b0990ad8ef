import { fileURLToPath } from 'node:url';
import type { HaproxyConfigOptions } from './haproxy-config.ts';

/** The HAProxy configuration of `docker compose --profile cluster up`, kept in the repository. */
export const COMPOSE_HAPROXY_FILE = fileURLToPath(
  new URL('../../../../deploy/haproxy/haproxy.cfg', import.meta.url),
);

/**
 * What it is generated from: the compose service `replica` (scaled to up to 10 containers) found through
 * Docker's DNS, HAProxy listening on 3000 inside its container.
 */
export const COMPOSE_HAPROXY: HaproxyConfigOptions = {
  bind: ':3000',
  backends: { kind: 'dns', name: 'replica', port: 3000, slots: 10, nameserver: '127.0.0.11:53' },
};
