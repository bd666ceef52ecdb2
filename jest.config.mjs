import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const project = async (displayName, options) =>
  createJestConfig({ displayName, moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' }, ...options })();

/**
 * Native ES modules, as the scripts run (tsx): next/jest's SWC transform then keeps the
 * imports, so ES-only packages (Beasties' selector libraries, cspell-lib, webdriver) load as
 * they are, and top-level await works. Needs Node's `--experimental-vm-modules`, which the
 * npm scripts and scripts/test.sh set.
 */
const nativeModules = {
  extensionsToTreatAsEsm: ['.ts'],
  setupFiles: ['<rootDir>/jest/native-modules.ts'],
};

/** The checks of the built export (scripts/gates/export/): they read out/. */
const EXPORT_CHECKS = '<rootDir>/scripts/gates/export/';

/**
 * One project per environment (`npx jest --selectProjects <name>`):
 * - jsdom: the islands, content modules and browser code (app/, components/, content/,
 *   lib/), with the setup of jest/setup.ts;
 * - node: the scripts, the compiler of the browser code, the end-to-end harness, the patches;
 * - export: what the built files say, once `npm run build` has written out/.
 */
const config = {
  projects: [
    await project('jsdom', {
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
      testMatch: ['<rootDir>/{app,components,content,lib}/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['<rootDir>/lib/browser/compile.test.ts'],
    }),
    await project('node', {
      ...nativeModules,
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/{scripts,patches}/**/*.test.ts',
        '<rootDir>/lib/browser/compile.test.ts',
      ],
      testPathIgnorePatterns: [EXPORT_CHECKS],
    }),
    await project('export', {
      ...nativeModules,
      testEnvironment: 'jsdom',
      testMatch: [`${EXPORT_CHECKS}*.test.ts`],
    }),
  ],
};

export default config;
