// One copy of the Module Federation runtime for the whole page. The host bundles it and puts
// it on the window (`provideExternalRuntime`, as _FEDERATION_RUNTIME_CORE); each remote's entry
// uses that copy (`externalRuntime`) instead of shipping its own, about 19 KB gzip each. A remote
// only ever runs inside the shell, so the host's runtime is always there before it.
const path = require('node:path');

// Resolved from the enhanced plugin's own files, as it resolves the runtime plugin itself.
const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));

/**
 * The runtime plugin that provides the runtime is added by its CommonJS build, which requires the
 * runtime's CommonJS files, while the rest of the host imports its ES modules: the host would hold
 * two copies. Pointing the plugin at its ES build keeps one.
 */
function injectPluginAlias() {
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhancedDir] });
  return { [commonJs]: path.join(path.dirname(commonJs), 'index.js') };
}

/** @param {boolean} isHost */
function externalRuntimeExperiment(isHost) {
  return isHost ? { provideExternalRuntime: true } : { externalRuntime: true };
}

module.exports = { externalRuntimeExperiment, injectPluginAlias };
