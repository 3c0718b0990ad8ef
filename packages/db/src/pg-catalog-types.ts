import { createRequire } from 'node:module';
import type pg from 'pg';

/**
 * Workaround for prisma/orm#27403 (@prisma/adapter-pg 6 cannot deserialize the catalog column
 * types `"char"` (oid 18) and `name` (oid 19) that the schema engine queries, so every migrate
 * command fails with "Column type 'name' could not be deserialized").
 *
 * Rewrites those field descriptions to `text` (oid 25) in node-postgres' `Result#addFields`
 * before the adapter maps them. Only for the Prisma CLI's config process (prisma.config.ts):
 * the application never needs it and must not load it.
 *
 * Returns the node-postgres module whose Result was patched: build pools from exactly this
 * module so the patch is guaranteed to apply (the CLI loads the config through jiti without a
 * module cache, so a separately imported `pg` could be another instance).
 */
export function loadPatchedPg(): typeof pg {
  const require = createRequire(import.meta.url);
  const pgModule: typeof pg = require('pg');
  const resultModule: unknown = require('pg/lib/result.js');
  patchResult(resultModule);
  return pgModule;
}

const TEXT_OID = 25;
const CATALOG_OIDS = new Set([18, 19]);
const patched = Symbol.for('sappis.pgCatalogTypesPatched');

type AddFields = (this: unknown, fields: unknown) => unknown;
interface ResultPrototype {
  addFields: AddFields;
  [patched]?: true;
}

function patchResult(resultModule: unknown): void {
  const prototype = resultPrototype(resultModule);
  if (prototype[patched]) return;
  const original = prototype.addFields;
  prototype.addFields = function addFields(this: unknown, fields: unknown): unknown {
    if (Array.isArray(fields)) {
      for (const field of fields) {
        if (isFieldWithType(field) && CATALOG_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
      }
    }
    return original.call(this, fields);
  };
  prototype[patched] = true;
}

function resultPrototype(resultModule: unknown): ResultPrototype {
  if (typeof resultModule === 'function') {
    const prototype: unknown = resultModule.prototype;
    if (typeof prototype === 'object' && prototype !== null && 'addFields' in prototype) {
      if (typeof prototype.addFields === 'function') return prototype as ResultPrototype;
    }
  }
  throw new Error('node-postgres internals changed: pg/lib/result.js has no Result#addFields to patch');
}

function isFieldWithType(field: unknown): field is { dataTypeID: number } {
  return (
    typeof field === 'object' &&
    field !== null &&
    'dataTypeID' in field &&
    typeof field.dataTypeID === 'number'
  );
}
