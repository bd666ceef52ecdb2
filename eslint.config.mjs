import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const outsideTheBuild = {
  group: ['**/serving/**', '**/harness/**', '**/e2e/**', '**/gates/**', '**/tools/**'],
  message:
    'The site’s build imports nothing from the serving, the harness, the gates, the tools or the specs.',
};
const aboveTheServing = {
  group: ['**/harness/**', '**/e2e/**', '**/gates/**', '**/tools/**'],
  message: 'The serving imports nothing from the harness, the gates, the tools or the specs.',
};
const tests = {
  group: ['**/*.test', '**/*.test.*', '**/*.spec', '**/*.spec.*'],
  message: 'The site’s build imports no test.',
};
const aboveLib = {
  group: ['**/content/*', '**/app/*', '**/components/*', '**/scripts/*', '**/e2e/*', '**/jest/*'],
  message: 'lib/ reads no content, and nothing of the site or its tooling above it.',
};
const notInTheBrowser = {
  group: ['node:*', 'esbuild', 'typescript'],
  message:
    'lib/browser/ holds only what the browser runs: its compiler is the build’s (scripts/site-build/browser-code.ts).',
};
const fixtures = {
  group: ['**/*.fixture', '**/*.fixture.*'],
  message: 'Only the build’s tests import its fixtures.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  {
    // The site's build reads nothing that only tests, gates and tools use: imports run from
    // them down to it, never back (docs/architecture.md, "Which way imports run").
    files: ['scripts/site-build/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outsideTheBuild, tests] }] },
  },
  {
    // Its tests' fixtures are for its tests alone.
    files: ['scripts/site-build/**'],
    ignores: ['**/*.test.ts', '**/*.fixture.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [outsideTheBuild, tests, fixtures] }],
    },
  },
  {
    // The serving (scripts/serving/: what serves the export to `npm start`, the tests and the
    // benches) stands on the build's floor: it reads the build, never what tests or tools.
    files: ['scripts/serving/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [aboveTheServing, tests] }] },
  },
  {
    // lib/ is the ground floor: it reads no content, nor anything above it.
    files: ['lib/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [aboveLib] }] },
  },
  {
    // lib/browser/ is the code the browser runs, and nothing else: no Node, no build tool. The
    // figures of content/ it uses are declared there and given by the build.
    files: ['lib/browser/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [aboveLib, notInTheBrowser] }] },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
    '.scratch/**',
    'next-env.d.ts',
  ]),
]);
