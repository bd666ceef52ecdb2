// The node and export projects run as ES modules (jest.config.mjs), which Jest can only with
// Node's --experimental-vm-modules: without it, ES-only packages fail to load, far from why.
import vm from 'node:vm';

if (!('SourceTextModule' in vm)) {
  throw new Error(
    'The node and export Jest projects need NODE_OPTIONS=--experimental-vm-modules (npm run test:unit, npm run test:export).',
  );
}
