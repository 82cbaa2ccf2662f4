import path from 'node:path';
import { runWithCodeCache } from './codeCache';

// dist/server.cjs: starts the API (dist/api.cjs, built from src/server.ts) with the V8 code cache
// kept in dist/.code-cache (see codeCache.ts).
runWithCodeCache(path.join(__dirname, 'api.cjs'), path.join(__dirname, '.code-cache'));
