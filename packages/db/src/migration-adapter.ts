import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { dropDatabase, withAdminClient } from './admin.ts';
import { withDatabase } from './connection-url.ts';
import { loadPatchedPg } from './pg-catalog-types.ts';

/**
 * Driver adapter factory for the Prisma CLI's JS schema engine (prisma.config.ts `adapter`).
 * Not for application code: it patches node-postgres (see pg-catalog-types.ts).
 */
export class MigrationAdapterFactory extends PrismaPg {
  readonly #url: string;
  readonly #pg: ReturnType<typeof loadPatchedPg>;

  constructor(url: string) {
    super({ connectionString: url }); // connect() below replaces the pool this would create
    this.#url = url;
    this.#pg = loadPatchedPg();
  }

  override async connect(): ReturnType<PrismaPg['connect']> {
    // A fresh pool per connection: the schema engine may connect, dispose and connect again.
    return new PrismaPg(createPool(this.#pg, this.#url), { disposeExternalPool: true }).connect();
  }

  /**
   * The adapter's own connectToShadowDb connects to the main database (the connection string wins
   * over the database name) and drops the shadow database while still connected to it. Instead:
   * create it with a separate admin connection, connect a fresh adapter to it, and on dispose close
   * that adapter before dropping the database with FORCE.
   */
  override async connectToShadowDb(): ReturnType<PrismaPg['connectToShadowDb']> {
    const name = `prisma_shadow_${randomUUID().replaceAll('-', '')}`;
    await withAdminClient(this.#url, (client) =>
      client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`),
    );
    const shadowUrl = withDatabase(this.#url, name);
    const adapter = await new PrismaPg(createPool(this.#pg, shadowUrl), {
      disposeExternalPool: true,
    }).connect();
    const disposeAdapter = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      try {
        await disposeAdapter();
      } finally {
        await withAdminClient(this.#url, (client) => dropDatabase(client, name));
      }
    };
    return adapter;
  }
}

/** The CLI does not dispose every adapter it connects: let idle pools not keep the process alive (~10 s otherwise). */
function createPool(pgModule: ReturnType<typeof loadPatchedPg>, url: string) {
  return new pgModule.Pool({ connectionString: url, allowExitOnIdle: true });
}
