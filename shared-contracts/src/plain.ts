// The contracts without zod, rxjs or axios: constants and pure rules that code which must load
// light can import (the login page, the shell's first script, the theme). Each module here is
// also part of the whole package (index.ts); a bundle that imports this entry gets its own small
// copy instead of the shared singleton, whose schemas are most of its weight.
export * from './routes/paths';
export * from './routes/pageReads';
export * from './routes/remotes';
export * from './routes/federationManifest';
export * from './domain/areaElements';
export * from './domain/constants';
export * from './domain/qualityAreas';
export * from './domain/rateLimits';
export * from './domain/signIn';
export * from './domain/textLimits';
export * from './domain/validation';
export * from './session/storageKeys';
export * from './session/sessionReads';
export * from './http/buildPath';
export * from './http/earlyReplies';
