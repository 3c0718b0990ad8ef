// What global-setup.ts hands to test workers through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser connection to the test server (its `postgres`/admin database): CREATE/DROP DATABASE. */
    testDatabaseAdminUrl: string;
    /** Migrated database that every createTestDatabase() copies. */
    testDatabaseTemplate: string;
    /** Prefix of every database createTestDatabase() creates in this run (teardown drops leftovers). */
    testDatabasePrefix: string;
  }
}

export {};
