import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests of the client islands and of the content modules, in jsdom. */
export default createJestConfig({
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
});
