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

/** Unit tests of the client islands and of the content modules, in jsdom. */
const config = await createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: [
    '<rootDir>/node_modules/',
    '<rootDir>/.next/',
    '<rootDir>/out/',
    '<rootDir>/e2e/',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
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

export default config;
