import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const outsideTheBuild = {
  group: ['**/harness/**', '**/e2e/**', '**/gates/**', '**/tools/**'],
  message: 'The site’s build imports nothing from the harness, the gates, the tools or the specs.',
};
const tests = {
  group: ['**/*.test', '**/*.test.*', '**/*.spec', '**/*.spec.*'],
  message: 'The site’s build imports no test.',
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
