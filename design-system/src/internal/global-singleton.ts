/**
 * Returns the one instance of a piece of cross-module state.
 *
 * Every bundle (the shell and each remote) has its own copy of design-system's modules, so the
 * instance is kept on `globalThis` under a registered symbol: the session, language, catalogs, top
 * bar options, dirty forms and toasts stay one per page. This module alone is shared through Module
 * Federation as a strict singleton (tooling/rspack-base.ts), so a remote built against a
 * design-system major whose state the shell's copy does not hold is refused before it runs
 * (docs/decisions/design-system-bundled-per-app.md).
 */
export function globalSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`garage.design-system.v1.${name}`);
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  let instance = registry[key];
  if (instance === undefined) {
    instance = create();
    registry[key] = instance;
  }
  return instance;
}
