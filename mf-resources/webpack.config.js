const { createFederatedConfig } = require('@qip/build-config');

module.exports = createFederatedConfig({
  dirname: __dirname,
  federationName: 'mf_resources',
  kind: 'remote',
  devPort: 3105,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
