// One build recipe for the host and the three remotes, so sharing rules cannot drift between them:
// a singleton that one app shares differently from another loads React twice.
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, CopyRspackPlugin, DefinePlugin, HtmlRspackPlugin } from '@rspack/core';

export interface FederatedAppOptions {
  /** Federation name, also the global the remote registers under. */
  name: string;
  /** Folder of the package (its rspack.config.ts passes import.meta.dirname). */
  dir: string;
  /** Dev-server port (the served build uses the same port through scripts/start.ts). */
  port: number;
  /** Modules a remote exposes to the shell; empty for the host. */
  exposes?: Record<string, string>;
}

const singleton = { singleton: true, requiredVersion: '^19.0.0' } as const;

// Workspace packages carry no semver the manifest can compare (it would record `workspace:*`).
const workspaceSingleton = { singleton: true, requiredVersion: false } as const;

export const sharedModules = {
  react: singleton,
  'react/': singleton,
  'react-dom': singleton,
  'react-dom/': singleton,
  'react-router-dom': { singleton: true, requiredVersion: '^7.0.0' },
  'design-system/': workspaceSingleton,
};

/**
 * Each bundle's own copy of the message catalog, reached through a name the `design-system/` share
 * prefix does not match: the language store is shared (the shell's copy runs), so a remote deployed
 * later with new text registers its catalog instead of needing the shell rebuilt.
 */
export const ownCatalogAlias = {
  'design-system-own-catalog$': path.resolve(import.meta.dirname, '../design-system/src/i18n/own-catalog.ts'),
};

export function federatedApp(options: FederatedAppOptions): Configuration {
  const isRemote = Boolean(options.exposes);
  const isProduction = process.env.NODE_ENV !== 'development';
  return {
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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: ownCatalogAlias },
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
        { test: /\.css$/, use: ['style-loader', 'css-loader'], type: 'javascript/auto' },
        { test: /\.(png|svg|jpg|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new DefinePlugin({
        __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? `${options.name}-dev`),
      }),
      // One brand icon for every app: each index.html links /favicon.svg from its own origin.
      new CopyRspackPlugin({
        patterns: [{ from: path.resolve(import.meta.dirname, '../design-system/src/brand/favicon.svg') }],
      }),
      new HtmlRspackPlugin({
        template: path.resolve(options.dir, 'index.html'),
        // Standalone remote pages are served under deep paths (/admin/plans), so their own
        // script tags must be absolute even though chunk loading stays relative ('auto').
        publicPath: '/',
      }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: sharedModules,
      }),
    ],
    performance: { hints: false },
    devServer: {
      port: options.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://localhost:${process.env.API_PORT ?? 8787}` }],
    },
  };
}
