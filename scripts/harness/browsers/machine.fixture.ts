/** For the lookups' tests: a machine where exactly `installed` are executable files. */
import type { FullMachine } from './engines';

export const machineWith = (
  installed: string[],
  env: Record<string, string> = {},
  { playwrightChromium = '/nowhere', arch = 'x64' } = {},
): Required<FullMachine> => ({
  env,
  isExecutable: (path: string) => installed.includes(path),
  playwrightChromium: () => playwrightChromium,
  arch,
});
