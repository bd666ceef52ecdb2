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

/**
 * One project per environment (`npx jest --selectProjects <name>`), chosen by the test file's
 * suffix alone, as GOV.UK Frontend names its tests (`*.unit.test.mjs`, `*.jsdom.test.mjs`): the
 * file says where it runs, wherever it sits. jest/projects.node.test.ts checks that every test file
 * of the repository has exactly one of these suffixes.
 * - jsdom (`*.jsdom.test.ts(x)`): what needs a DOM: the islands, the browser code, the
 *   components and content rendered, with the setup of jest/setup.ts;
 * - node (`*.node.test.ts`): what needs none: the scripts, the compiler of the browser code, the
 *   harness, the patches, the content's data and the formatting;
 * - export (`*.export.test.ts`): what the built files say, once `npm run build` has written out/.
 */
const suffix = (name) => `\\.${name}\\.test\\.tsx?$`;

const config = {
  // Jest's default is one worker fewer than the cores: one, on the 2-core machines the suite
  // runs on (this one, GitHub's runners), which left a core idle (docs/testing.md).
  maxWorkers: '100%',
  projects: [
    await project('jsdom', {
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
      testRegex: suffix('jsdom'),
    }),
    await project('node', {
      ...nativeModules,
      testEnvironment: 'node',
      testRegex: suffix('node'),
    }),
    await project('export', {
      ...nativeModules,
      testEnvironment: 'jsdom',
      testRegex: suffix('export'),
    }),
  ],
};

export default config;
