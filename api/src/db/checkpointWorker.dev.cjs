// The worker's entry when the API runs from its TypeScript source (tests, `pnpm dev`): tsx
// compiles it on the fly. The built API uses dist/checkpointWorker.cjs instead.
require('tsx/cjs/api').register();
module.exports = require('./checkpointWorker.ts');
