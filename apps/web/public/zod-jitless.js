// Runs before the app's modules (a classic script executes before deferred module scripts). zod builds a
// `new Function` for fast object parsing unless its global config says `jitless`; the API's
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') reports every such attempt, although zod
// falls back silently. zod reads this global config object when it loads, so it must exist before then:
// a `z.config()` call inside the bundle comes too late for schemas built while their chunk is evaluated.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
