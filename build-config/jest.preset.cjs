// Jest settings every package uses: TypeScript and JSX through swc, and the browser-like
// environment for the React packages.
const path = require('node:path');

const transform = {
  '^.+\\.(t|j)sx?$': [
    require.resolve('@swc/jest'),
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ],
};

/** A jest project for a browser package (jsdom, Testing Library). */
function browserProject(displayName, rootDir) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
    transform,
    setupFiles: [path.join(__dirname, 'jest/polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest/setup-dom.cjs')],
    moduleNameMapper: {
      '\\.(png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'jest/file-stub.cjs'),
    },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  };
}

/** A jest project for Node code (the API, pure rules). */
function nodeProject(displayName, rootDir, extra = {}) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'node',
    transform,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    ...extra,
  };
}

module.exports = { browserProject, nodeProject, transform };
