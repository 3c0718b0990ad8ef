import type { TestProject } from 'vitest/node';
import { createDatabase, dropDatabase, withAdminClient } from '../admin.ts';
import { withDatabase } from '../connection-url.ts';
import { startDatabase } from '../database.ts';
import { migrateDeploy } from '../migrate.ts';
import type {} from './provided-context.ts';

/**
 * vitest globalSetup: one server for the whole run (DATABASE_URL's, or a throwaway embedded
 * cluster), one migrated template database, and its names provided to the workers.
 * The returned teardown drops every database of this run and stops the embedded server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await startDatabase({ ephemeral: true });
  const adminUrl = database.url;
  const template = `sappis_template_${process.pid}`;
  const prefix = `sappis_test_${process.pid}_`;

  const teardown = async () => {
    try {
      await withAdminClient(adminUrl, async (client) => {
        const leftovers = await client.query<{ datname: string }>(
          'SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR datname = $2',
          [prefix, template],
        );
        for (const { datname } of leftovers.rows) await dropDatabase(client, datname);
      });
    } finally {
      await database.stop();
    }
  };

  try {
    await withAdminClient(adminUrl, async (client) => {
      await dropDatabase(client, template);
      await createDatabase(client, template);
    });
    await migrateDeploy(withDatabase(adminUrl, template));
    // Nobody may connect to the template any more: CREATE DATABASE ... TEMPLATE fails while someone is.
    await withAdminClient(adminUrl, (client) =>
      client.query(`ALTER DATABASE ${client.escapeIdentifier(template)} WITH ALLOW_CONNECTIONS false`),
    );
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('testDatabaseAdminUrl', adminUrl);
  project.provide('testDatabaseTemplate', template);
  project.provide('testDatabasePrefix', prefix);
  return teardown;
}
