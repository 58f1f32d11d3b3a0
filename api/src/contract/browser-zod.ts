// For the front ends only (each remote's App imports it first): zod's fast parser is compiled with
// `new Function`, and merely probing for it trips the pages' Content-Security-Policy (no
// 'unsafe-eval'), which browsers report as an issue (Lighthouse best practices). Forms parse a handful
// of fields, where the interpreted parser costs nothing; the API keeps the compiled one.
// zod keeps its settings on this global and reads `jitless` when a schema is built, so setting it here
// needs no zod in a first view that has none (the landing loads zod only with the wizard);
// browser-zod.test.ts fails if a zod upgrade stops reading it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
