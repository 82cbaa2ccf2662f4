// One jest run for the whole workspace: `unit` (pure rules and React components, jsdom or
// node) and `api` (the real API on SQLite, and on PostgreSQL when TEST_POSTGRES_URL is set).
const { browserProject, nodeProject } = require('./build-config/jest.preset.cjs');

const ESM_ONLY = ['jose', 'cookie'];

const browserPackages = [
  'shared-ui',
  'shell',
  'mf-assessment',
  'mf-reports-tasks',
  'mf-service-details',
  'mf-accounts-billing',
  'mf-resources',
];

module.exports = {
  projects: [
    { ...nodeProject('unit', '<rootDir>/shared-contracts') },
    ...browserPackages.map((name) => ({ ...browserProject('unit', `<rootDir>/${name}`) })),
    nodeProject('api', '<rootDir>/api', {
      testTimeout: 30000,
      // These dependencies are published as ES modules only; compile them like our own code.
      transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/])`],
    }),
  ],
};
