import '@testing-library/jest-dom';

// The DOM's stand-ins, for the tests in jsdom; a test in Node (`@jest-environment node`, as
// lib/browser/compile.test.ts, since esbuild refuses jsdom) has no DOM to stand in for.
if (typeof window !== 'undefined') {
  /* eslint-disable @typescript-eslint/no-require-imports */
  require('./jest.popover');
  require('./jest.active');
  /* eslint-enable @typescript-eslint/no-require-imports */
}
