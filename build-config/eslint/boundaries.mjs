// The import boundaries of the workspace, enforced by lint (CONTRIBUTING.md explains them):
// - no remote imports another remote or the shell;
// - a feature imports another feature of its remote only through that feature's index.ts;
// - shared-contracts imports no other workspace package; shared-ui imports only shared-contracts.
import boundaries from 'eslint-plugin-boundaries';

/** Each kind of code, recognised by its path (most specific first). */
const elements = [
  { type: 'feature', pattern: 'mf-*/src/features/*', mode: 'folder', capture: ['app', 'feature'] },
  { type: 'remote', pattern: 'mf-*', mode: 'folder', capture: ['app'] },
  { type: 'shell', pattern: 'shell', mode: 'folder' },
  { type: 'shared-ui', pattern: 'shared-ui', mode: 'folder' },
  { type: 'shared-contracts', pattern: 'shared-contracts', mode: 'folder' },
  // 'api' is also a folder name inside features and shared-contracts: match the package from the root.
  { type: 'api', pattern: 'api/**', mode: 'full' },
  { type: 'e2e', pattern: 'e2e', mode: 'folder' },
];

const SHARED = ['shared-contracts', 'shared-ui'];

/** What each kind of code may import from the workspace (everything else is refused). */
const allowedImports = [
  { from: 'shared-contracts', allow: ['shared-contracts'] },
  { from: 'shared-ui', allow: ['shared-ui', 'shared-contracts'] },
  { from: 'shell', allow: ['shell', ...SHARED] },
  // A remote's App and lifecycles wire its own features together.
  { from: 'remote', allow: [...SHARED, ['remote', { app: '${from.app}' }], ['feature', { app: '${from.app}' }]] },
  // A feature may use another feature of the same remote (through its index.ts, see below) and
  // its remote's test fixtures, never another remote.
  { from: 'feature', allow: [...SHARED, ['feature', { app: '${from.app}' }], ['remote', { app: '${from.app}' }]] },
  { from: 'api', allow: ['api', 'shared-contracts'] },
  { from: 'e2e', allow: ['e2e', 'shared-contracts'] },
];

/** Workspace packages imported by name are resolved inside node_modules: refuse them by name too. */
const forbiddenPackages = [
  { from: 'shared-contracts', disallow: ['@qip/*'] },
  { from: 'shared-ui', disallow: ['@qip/shell', '@qip/mf-*', '@qip/shared-ui', '@qip/api'] },
  { from: ['remote', 'feature'], disallow: ['@qip/shell', '@qip/mf-*', '@qip/api'] },
  { from: ['shell', 'api', 'e2e'], disallow: ['@qip/mf-*'] },
];

export function boundariesConfig() {
  return {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['**/*.{ts,tsx}'],
      'import/resolver': {
        typescript: { alwaysTryTypes: true, project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} code may not import ${dependency.type} code (see CONTRIBUTING.md)',
          rules: allowedImports,
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              target: ['feature'],
              disallow: '**',
              message: 'import another feature only through its index.ts, not its internals (see CONTRIBUTING.md)',
            },
            { target: ['feature'], allow: 'index.ts' },
          ],
        },
      ],
      'boundaries/external': ['error', { default: 'allow', rules: forbiddenPackages }],
    },
  };
}
