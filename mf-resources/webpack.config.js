// Container name and dev port come from shared-contracts/src/routes/remoteTable.json.
const { createFederatedConfig } = require('@qip/build-config');

module.exports = createFederatedConfig(__dirname);
