const { createFederatedConfig } = require('@qip/build-config');

module.exports = createFederatedConfig({
  dirname: __dirname,
  federationName: 'mf_assessment',
  kind: 'remote',
  devPort: 3101,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
