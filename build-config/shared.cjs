// The libraries the browser loads once and every app shares (Module Federation singletons).
// Versions come from the installed packages, which the pnpm catalog pins to one version each.
const path = require('node:path');

const WORKSPACE_ROOT = path.resolve(__dirname, '..');

/** Third-party libraries shared as singletons, with the subpaths apps import directly. */
const SHARED_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  'rxjs',
  'formik',
  'axios',
];

/**
 * Workspace packages shared as singletons (their `workspace:*` range is not semver), with the
 * contract's schemas as one of their own: the screens that validate a form load them, after the
 * start (@qip/shared-contracts' browser entry has none).
 */
const SHARED_WORKSPACE_PACKAGES = ['@qip/shared-contracts', '@qip/shared-contracts/schemas', '@qip/shared-ui'];

function installedVersion(packageName) {
  // Resolve from a package that depends on everything shared, so one copy is seen.
  const fromDir = path.join(WORKSPACE_ROOT, 'shared-ui');
  const packageJson = require.resolve(`${packageName}/package.json`, { paths: [fromDir] });
  return require(packageJson).version;
}

function basePackage(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

function sharedSingletons() {
  const shared = {};
  for (const request of SHARED_LIBRARIES) {
    const version = installedVersion(basePackage(request));
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const name of SHARED_WORKSPACE_PACKAGES) {
    const version = require(path.join(WORKSPACE_ROOT, basePackage(name).replace('@qip/', ''), 'package.json')).version;
    shared[name] = { singleton: true, requiredVersion: version, version };
  }
  return shared;
}

module.exports = { sharedSingletons, SHARED_LIBRARIES, SHARED_WORKSPACE_PACKAGES };
