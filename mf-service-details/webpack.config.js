const { createFederatedConfig } = require('@qip/build-config');

module.exports = createFederatedConfig({
  dirname: __dirname,
  federationName: 'mf_service_details',
  kind: 'remote',
  devPort: 3103,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
