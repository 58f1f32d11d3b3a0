// One build recipe for the host and the three remotes, so sharing rules cannot drift between them:
// a singleton that one app shares differently from another loads React twice.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  type Compiler,
  type Configuration,
  CopyRspackPlugin,
  CssExtractRspackPlugin,
  DefinePlugin,
  HtmlRspackPlugin,
  NormalModuleReplacementPlugin,
} from '@rspack/core';
import { buildInfoPlugin, buildStamp } from './build-info';
import { pageFilesPlugin } from './page-files';
import { versionedSingleton } from './shared-versions';

const faviconFile = path.resolve(import.meta.dirname, '../design-system/src/brand/favicon.svg');
const faviconDataUri = `data:image/svg+xml,${encodeURIComponent(readFileSync(faviconFile, 'utf8').trim())}`;

export interface FederatedAppOptions {
  /** Federation name, also the global the remote registers under. */
  name: string;
  /** Folder of the package (its rspack.config.ts passes import.meta.dirname). */
  dir: string;
  /** Dev-server port (the served build uses the same port through scripts/start.ts). */
  port: number;
  /** Modules a remote exposes to the shell; empty for the host. */
  exposes?: Record<string, string>;
  /** Path -> chunk name of the pages whose code the shell's page preloads (tooling/page-files.ts). */
  pageChunks?: Record<string, string>;
}

const workspaceRoot = path.resolve(import.meta.dirname, '..');
const browserSourceDirs = [
  'shell',
  'mfe-signup',
  'mfe-portal',
  'mfe-admin',
  'design-system',
  'payment-ui',
].map((dir) => path.join(workspaceRoot, dir, 'src'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every value (not type) the workspace's browser code imports from react-router(-dom). */
export function routerExportsUsed(dirs: string[] = browserSourceDirs): string[] {
  return valuesImported(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g, dirs);
}

/** Every value (not type) the workspace's browser code imports from @tanstack/react-query. */
export function reactQueryExportsUsed(dirs: string[] = browserSourceDirs): string[] {
  return valuesImported(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@tanstack\/react-query'/g, dirs);
}

function valuesImported(importPattern: RegExp, dirs: string[]): string[] {
  const names = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      if (match[1]) continue;
      for (const raw of (match[2] ?? '').split(',')) {
        const name = raw
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/**
 * The shared router: a module that re-exports only what the workspace uses from react-router (the
 * package react-router-dom re-exports), provided under the 'react-router-dom' share key. Its production
 * build: the package's export map names only the development one, with its dev-only checks. */
const sharedRouterFile = path.join(import.meta.dirname, 'shared-router.js');
const reactRouterFile = (() => {
  const requireFromShell = createRequire(path.join(workspaceRoot, 'shell', 'package.json'));
  const routerDom = requireFromShell.resolve('react-router-dom');
  const pkg = createRequire(routerDom).resolve('react-router/package.json');
  return path.join(path.dirname(pkg), 'dist', 'production', 'index.mjs');
})();

function checkSharedExports(file: string, used: string[], packageName: string) {
  const provided = readFileSync(file, 'utf8');
  const missing = used.filter((name) => !new RegExp(`\\b${name}\\b`).test(provided));
  if (missing.length)
    throw new Error(
      `tooling/${path.basename(file)} must re-export ${missing.join(', ')} (imported from ${packageName})`,
    );
}

function checkSharedRouterExports() {
  checkSharedExports(sharedRouterFile, routerExportsUsed(), 'react-router-dom');
  checkSharedExports(sharedReactQueryFile, reactQueryExportsUsed(), '@tanstack/react-query');
}

/** The shared TanStack Query: a module re-exporting only what the workspace uses (as the router). */
const sharedReactQueryFile = path.join(import.meta.dirname, 'shared-react-query.js');
const reactQueryFile = (() => {
  const requireFromShell = createRequire(path.join(workspaceRoot, 'shell', 'package.json'));
  // The ES module build beside the CommonJS one `require` finds: only it can be tree-shaken.
  return path.join(path.dirname(requireFromShell.resolve('@tanstack/react-query')), 'index.js');
})();

const designSystemSrc = path.join(workspaceRoot, 'design-system', 'src');

/**
 * design-system's one shared module: every piece of cross-module state (session, language and
 * catalogs, top bar options, toasts, dirty forms) is created through it, so sharing it as a strict
 * singleton refuses a remote built against another design-system major. The rest of design-system is
 * bundled into each app that imports it (docs/decisions/design-system-bundled-per-app.md).
 */
const designSystemStateFile = path.join(designSystemSrc, 'internal', 'global-singleton.ts');
const designSystemStateRequest = 'design-system/internal/global-singleton';

/**
 * Every singleton at the version the app is built with and the range its package.json declares
 * (docs/decisions/shared-module-versions.md); the trimmed router and query files carry their packages'.
 */
export function sharedModules(appDir: string) {
  const react = versionedSingleton(appDir, 'react', true);
  const reactDom = versionedSingleton(appDir, 'react-dom', true);
  const designSystem = versionedSingleton(appDir, 'design-system', true);
  return {
    react,
    'react/': react,
    'react-dom': reactDom,
    'react-dom/': reactDom,
    'react-router-dom': { ...versionedSingleton(appDir, 'react-router-dom', true), import: sharedRouterFile },
    // One TanStack Query per page (docs/decisions/server-state.md).
    '@tanstack/react-query': {
      ...versionedSingleton(appDir, '@tanstack/react-query', true),
      import: sharedReactQueryFile,
    },
    [designSystemStateRequest]: { ...designSystem, import: designSystemStateFile },
  };
}

/** Each bundle's own copy of design-system's message catalog (docs/decisions/catalog-per-bundle.md). */
export const ownCatalogAlias = {
  'design-system-own-catalog$': path.resolve(import.meta.dirname, '../design-system/src/i18n/own-catalog.ts'),
};

/**
 * design-system's own files reach the state module by relative path; MF shares only package requests,
 * so that one import is rewritten to the package's subpath ('../internal/global-singleton' ->
 * 'design-system/internal/global-singleton') and resolves through the share scope like an app's would.
 */
export function designSystemRequest(context: string, request: string): string | null {
  if (!request.startsWith('.')) return null;
  const from = path.resolve(context);
  if (!from.startsWith(designSystemSrc + path.sep) && from !== designSystemSrc) return null;
  const target = path.resolve(from, request);
  return target === designSystemStateFile.replace(/\.ts$/, '') ? designSystemStateRequest : null;
}

const shareDesignSystemInternals = new NormalModuleReplacementPlugin(/^\.\.?\//, (resource) => {
  const rewritten = designSystemRequest(resource.context ?? '', resource.request);
  if (rewritten) resource.request = rewritten;
});

/** The file a module comes from (an extracted CSS module names it only through nameForCondition). */
function sourceOf(module: unknown): string | undefined {
  const candidate = module as { resource?: string; nameForCondition?: () => string | null };
  return candidate.resource ?? candidate.nameForCondition?.() ?? undefined;
}

/**
 * The host's page names the chunks its bootstrap needs at once (framework, the bootstrap chunk group
 * and their CSS) as preloads, so they download beside main.js instead of after it has run.
 */
const preloadBootChunks = {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadBootChunks', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'PreloadBootChunks',
        async (data) => {
          const files = new Set<string>();
          const chunks = [
            ...(compilation.namedChunkGroups.get('bootstrap')?.chunks ?? []),
            compilation.namedChunks.get('framework'),
          ];
          for (const chunk of chunks) for (const file of chunk?.files ?? []) files.add(file);
          for (const file of [...files].sort()) {
            if (!/\.(js|css)$/.test(file)) continue;
            data.assetTags.meta.push({
              tagName: 'link',
              voidTag: true,
              attributes: {
                rel: 'preload',
                href: `/${file}`,
                as: file.endsWith('.css') ? 'style' : 'script',
              },
            });
          }
          return data;
        },
      );
    });
  },
};

export function federatedApp(options: FederatedAppOptions): Configuration {
  checkSharedRouterExports();
  const isRemote = Boolean(options.exposes);
  const isProduction = process.env.NODE_ENV !== 'development';
  return {
    name: options.name,
    mode: isProduction ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: isProduction ? false : 'cheap-module-source-map',
    output: {
      path: path.resolve(options.dir, process.env.OUT_DIR ?? 'dist'),
      // Remotes resolve their chunks relative to wherever remoteEntry.js was served from.
      publicPath: isRemote ? 'auto' : '/',
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: options.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        ...ownCatalogAlias,
        'react-router-unshared$': reactRouterFile,
        'react-query-unshared$': reactQueryFile,
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
          type: 'javascript/auto',
        },
        // CSS is extracted to .css files that load beside their chunk (a <link>, also for a remote's chunk
        // mounted in the shell), instead of JS that injects <style> with a runtime copied into each chunk.
        {
          test: /\.css$/,
          use: [CssExtractRspackPlugin.loader, 'css-loader'],
          type: 'javascript/auto',
        },
        { test: /\.(png|svg|jpg|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new DefinePlugin({ __APP_VERSION__: JSON.stringify(buildStamp(options.name).version) }),
      buildInfoPlugin(options),
      // One brand icon for every app, also served as /favicon.svg for anything that asks for it by name.
      new CopyRspackPlugin({ patterns: [{ from: faviconFile }] }),
      new HtmlRspackPlugin({
        template: path.resolve(options.dir, 'index.html'),
        // Inlined into the page as a data URI: a phone on a slow link saves one round trip per first view.
        templateParameters: { faviconHref: faviconDataUri },
        // Standalone remote pages are served under deep paths (/admin/plans), so their own
        // script tags must be absolute even though chunk loading stays relative ('auto').
        publicPath: '/',
      }),
      shareDesignSystemInternals,
      ...(isRemote ? [] : [preloadBootChunks]),
      pageFilesPlugin(options.pageChunks),
      new CssExtractRspackPlugin({
        filename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: sharedModules(options.dir),
        // One MF runtime per page: the shell provides it, the remotes' remoteEntry.js use it (17 kB less
        // each). A remote's own page loads it from federation-runtime.js (federationRuntimeGlobal).
        // `target: 'web'` leaves the runtime's Node-only branches out (every app runs in a browser).
        experiments: {
          ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
    ],
    optimization: {
      splitChunks: {
        // A remote's lazy pages share code (the contract, zod): below ~50 kB it is copied into each page's
        // chunk instead of split into extra requests on the first view.
        ...(isRemote ? { minSize: 50_000 } : {}),
        cacheGroups: {
          // React, its scheduler, the router, react-query (the shell's App provides its client) and
          // design-system's state module travel together: every first view needs all of them, and one
          // preloaded chunk saves the round trip a separate chunk costs after main.js has run.
          framework: {
            test: (module: unknown) =>
              sourceOf(module) === sharedRouterFile ||
              sourceOf(module) === sharedReactQueryFile ||
              sourceOf(module) === designSystemStateFile ||
              /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/.test(
                sourceOf(module) ?? '',
              ),
            name: 'framework',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: options.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://localhost:${process.env.API_PORT ?? 8787}` }],
    },
  };
}

const runtimeCoreFile = (() => {
  const enhanced = createRequire(import.meta.url).resolve('@module-federation/enhanced');
  return createRequire(enhanced).resolve('@module-federation/runtime-tools/runtime-core');
})();

/**
 * The second build of each remote: federation-runtime.js, which its standalone index.html loads before
 * main.js. Runs after the app's build (which cleans the folder) and writes beside it.
 */
export function federationRuntimeGlobal(options: FederatedAppOptions): Configuration {
  const isProduction = process.env.NODE_ENV !== 'development';
  return {
    name: `${options.name}-federation-runtime`,
    dependencies: [options.name],
    mode: isProduction ? 'production' : 'development',
    context: options.dir,
    entry: { 'federation-runtime': path.join(import.meta.dirname, 'federation-runtime-global.ts') },
    devtool: false,
    output: {
      path: path.resolve(options.dir, process.env.OUT_DIR ?? 'dist'),
      filename: '[name].js',
      uniqueName: `${options.name}-federation-runtime`,
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'], alias: { 'mf-runtime-core$': runtimeCoreFile } },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } } },
          type: 'javascript/auto',
        },
      ],
    },
    performance: { hints: false },
  };
}
