// A remote's standalone page: remotes are built with Module Federation's `externalRuntime` (their
// remoteEntry.js reuses the shell's runtime instead of carrying a second 17 kB copy), so when a remote
// runs on its own, this script provides that runtime first (tooling/rspack-base.ts).
// @ts-expect-error: resolved by the build's alias to @module-federation/runtime-tools/runtime-core.
import * as runtimeCore from 'mf-runtime-core';

const scope = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
scope._FEDERATION_RUNTIME_CORE ??= runtimeCore;
