// This file sits one folder below the api package, as the built server does (dist/server.js, one
// bundle): a path worked out from here is the same whether the code runs from source (tsx, vitest)
// or built. Code deeper in src/ must not use its own import.meta.url for package files.
export const API_PACKAGE_URL = new URL('..', import.meta.url);
