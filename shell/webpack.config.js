const { createFederatedConfig } = require('@qip/build-config');

module.exports = createFederatedConfig({
  dirname: __dirname,
  federationName: 'shell',
  kind: 'host',
  devPort: 3000,
  title: 'QIP Portal',
});
