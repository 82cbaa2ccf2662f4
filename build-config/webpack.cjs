// One webpack factory for the shell (the host) and every remote, so the Module Federation
// setup, the shared singletons and the TypeScript pipeline are written once.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared.cjs');
const { appEntry } = require('./apps.cjs');
const { compressionPlugins } = require('./compression.cjs');
const { externalRuntimeExperiment, injectPluginAlias } = require('./externalRuntime.cjs');

/** The API in development (the dev servers proxy calls to it). */
const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:8080';

/**
 * The webpack config of the shell or a remote. Its container name, dev port and title come from
 * the one table of apps in shared-contracts (remoteTable.json), found by the package's folder name.
 * @param {string} dirname the package folder
 */
function createFederatedConfig(dirname) {
  const { kind, federationName, devPort, title } = appEntry(path.basename(dirname));
  // Every remote exposes its single-spa lifecycles, and nothing else.
  const exposes = kind === 'remote' ? { './lifecycles': './src/lifecycles.tsx' } : undefined;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = kind === 'host';

    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: isHost ? './src/index.ts' : {},
      // No source maps in production: nothing would use them (no error-reporting service), and a
      // dist/ copied to a static host would publish the source. Development maps without eval(),
      // so a remote's dev server also runs inside the portal served under its CSP.
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // The host's pages live at deep links (/qip/nqa/1), so its assets are absolute; a remote
        // resolves its chunks from wherever its manifest was loaded, so it can move without a rebuild.
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep plain names: webpack 5.111 cannot put [contenthash] in an entry name
        // that the federation runtime resolves (module-federation/core#5077). The page links
        // them with a build hash instead (HtmlWebpackPlugin `hash`), and they are revalidated.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: federationName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: isHost ? injectPluginAlias() : {},
      },
      module: {
        rules: [
          {
            test: /\.(ts|tsx)$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: swcOptions(production),
            },
          },
          {
            test: /\.(png|jpe?g|gif|svg|webp)$/i,
            type: 'asset',
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(),
          // Do not fetch every remote's entry at start: one remote down must not stop the portal.
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: { asyncStartup: true, ...externalRuntimeExperiment(isHost) },
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dirname, 'public/index.html'),
                title,
                hash: production,
                favicon: path.join(dirname, 'public/favicon.svg'),
              }),
            ]
          : []),
        ...(production ? compressionPlugins() : []),
      ],
      performance: { hints: false },
      // publicPath 'auto' is deliberate: a remote loads its chunks from wherever it is deployed.
      ignoreWarnings: [/Manifest will use absolute path resolution/],
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: devPort,
        hot: false,
        liveReload: true,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        ...(isHost
          ? {
              proxy: [
                {
                  context: ['/api', '/oauth', '/remotes.json', '/remotes'],
                  target: API_ORIGIN,
                },
              ],
            }
          : {}),
      },
    };
  };
}

function swcOptions(production) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: {
        react: { runtime: 'automatic', development: !production },
      },
      experimental: {
        plugins: [],
      },
    },
  };
}

module.exports = { createFederatedConfig };
