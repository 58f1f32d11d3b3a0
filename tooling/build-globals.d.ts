/** Injected at build time by tooling/rspack-base.ts; shown in footers so support can tell builds apart. */
declare const __APP_VERSION__: string;
