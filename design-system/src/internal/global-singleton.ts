/**
 * Returns the one instance of a piece of cross-module state.
 *
 * design-system is shared as a Module Federation singleton, so normally there is only one copy of
 * each module anyway. The instance is nevertheless kept on `globalThis` under a registered symbol,
 * so that even if a remote were built without the shared config (or a second copy sneaks in),
 * the session, language, top bar options and toasts stay one per page.
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
