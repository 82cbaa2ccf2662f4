const { createFederatedConfig } = require('@qip/build-config');

module.exports = createFederatedConfig({
  dirname: __dirname,
  federationName: 'mf_accounts_billing',
  kind: 'remote',
  devPort: 3104,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
