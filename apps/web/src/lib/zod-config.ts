import { z } from 'zod';

// Imported first by main.tsx, before any schema exists: zod otherwise probes `new Function` for its JIT
// when the first object schema is built, and the API's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval') reports every probe as a violation, though zod swallows the error.
z.config({ jitless: true });
