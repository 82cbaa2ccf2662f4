const { createFederatedConfig } = require('@qip/build-config');

module.exports = createFederatedConfig({
  dirname: __dirname,
  federationName: 'mf_reports_tasks',
  kind: 'remote',
  devPort: 3102,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
