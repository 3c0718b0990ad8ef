import { fileURLToPath } from 'node:url';

/** Absolute path of the monorepo root (where package.json, prisma/ and prisma.config.ts live). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');

/** Where the embedded PostgreSQL keeps its data by default (git-ignored through `.data/`). */
export const defaultDataDir = `${repoRoot}/.data/postgres`;

/** The Prisma CLI installed in the workspace. */
export const prismaCli = `${repoRoot}/node_modules/.bin/prisma`;
