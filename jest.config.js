// One jest run for the whole workspace: `unit` (pure rules and React components, jsdom or
// node) and `api` (the real API on SQLite, and on PostgreSQL when TEST_POSTGRES_URL is set).
const { browserProject, nodeProject } = require('./build-config/jest.preset.cjs');

const ESM_ONLY = [
  'jose',
  'cookie',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
];

const { appFolders } = require('./build-config/apps.cjs');

// shared-ui, the shell and every remote of the one app table (shared-contracts/src/routes/remoteTable.json).
const browserPackages = ['shared-ui', ...appFolders];

module.exports = {
  // jest-circus reads the timeout from the global config only (a project's own is ignored). The
  // API suites start an app per database and the wizard's steps render long forms: on a busy
  // 2-core machine either can take longer than the default 5 s.
  testTimeout: 30000,
  projects: [
    { ...nodeProject('unit', '<rootDir>/shared-contracts') },
    // The lint rules that enforce the import boundaries.
    nodeProject('unit', '<rootDir>/build-config'),
    // The benchmark's pure helpers (npm run bench itself is not a test).
    nodeProject('unit', '<rootDir>/bench'),
    ...browserPackages.map((name) => ({ ...browserProject('unit', `<rootDir>/${name}`) })),
    nodeProject('api', '<rootDir>/api', {
      // These dependencies are published as ES modules only; compile them like our own code.
      transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/+])`],
    }),
  ],
};
