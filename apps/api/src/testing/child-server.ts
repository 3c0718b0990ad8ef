// An API process for tests and benchmarks: `node --import tsx child-server.ts` with DATABASE_URL
// and PORT (0: any free port); prints one JSON line {"listening":port} when ready. SIGTERM stops it.
import { createPrismaClient } from '@sappis/db';
import { startLiveServer } from './live-server.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('child-server needs DATABASE_URL');

const prisma = createPrismaClient(databaseUrl);
const server = await startLiveServer({ prisma, databaseUrl, port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${JSON.stringify({ listening: server.port })}\n`);

process.once('SIGTERM', () => {
  void server
    .close()
    .then(() => prisma.$disconnect())
    .then(() => process.exit(0));
});
