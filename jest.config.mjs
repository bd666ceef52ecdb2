import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Packages published as ES modules only, which Jest (CommonJS) must compile: Beasties's
 * HTML and selector libraries (scripts/build/optimize-export.mjs).
 */
const ESM_ONLY = [
  'boolbase',
  'css-select',
  'css-what',
  'dom-serializer',
  'domelementtype',
  'domhandler',
  'domutils',
  'entities',
  'htmlparser2',
  'nth-check',
];

/** The checks of the built export, in Node (scripts/gates/export/): they need `out/`. */
const EXPORT_CHECKS = '<rootDir>/scripts/gates/export/';

async function project(displayName, options) {
  const config = await createJestConfig({
    displayName,
    testEnvironment: 'jsdom',
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
    ...options,
  })();
  // next/jest compiles only its own list of packages (its transpilePackages): add ours.
  config.transformIgnorePatterns = config.transformIgnorePatterns.map((pattern) =>
    pattern.replace(
      '/node_modules/(?!.pnpm)(?!(',
      `/node_modules/(?!.pnpm)(?!(${ESM_ONLY.join('|')}|`,
    ),
  );
  if (!config.transformIgnorePatterns.some((pattern) => pattern.includes('css-select'))) {
    throw new Error(
      'jest.config.mjs: next/jest changed its transformIgnorePatterns; update ESM_ONLY.',
    );
  }
  return config;
}

/**
 * Two projects: `unit` (the islands, content modules and scripts, before any build) and
 * `export` (what the built files say, read from out/ once `npm run build` has run):
 * `npx jest --selectProjects unit` / `--selectProjects export`.
 */
const config = {
  projects: [
    await project('unit', {
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      testPathIgnorePatterns: [
        '<rootDir>/node_modules/',
        '<rootDir>/.next/',
        '<rootDir>/out/',
        '<rootDir>/e2e/',
        EXPORT_CHECKS,
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
    }),
    await project('export', { testMatch: [`${EXPORT_CHECKS}**/*.test.ts`] }),
  ],
};

export default config;
