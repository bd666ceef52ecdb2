import { CHROMIUM_ARGS } from './engines';
import { OLD_CHROMIUMS, oldChromium, oldChromiumCache } from './old-chromium';

/** A machine where `chromium-<major>` is installed at this version. */
const machine = (env: Record<string, string> = {}) => ({
  env,
  home: '/home/dev',
  locatePackage: (name: string) => ({
    dir: `/repo/node_modules/${name}`,
    version: name === 'chromium-112' ? '112.0.2' : '119.0.2',
  }),
});

describe('the old Chromium builds of the floor', () => {
  it('are Chromium 112 and 119, inside the floor of Next 16 (Chrome 111+)', () => {
    expect(OLD_CHROMIUMS).toEqual(['112', '119']);
  });

  it('each unpack to a path of its own, named by the package’s version, in the user’s cache', () => {
    const build = oldChromium('112', machine());
    expect(build.packed).toBe('/repo/node_modules/chromium-112/bin/chromium.br');
    expect(build.path).toBe('/home/dev/.cache/candidia-browsers/chromium-112.0.2/chromium');
    expect(oldChromium('119', machine()).path).toBe(
      '/home/dev/.cache/candidia-browsers/chromium-119.0.2/chromium',
    );
    // Never the path @sparticuz/chromium's executablePath() shares between versions.
    expect(build.path).not.toBe('/tmp/chromium');
  });

  it('follow XDG_CACHE_HOME', () => {
    expect(oldChromiumCache({ XDG_CACHE_HOME: '/cache' }, '/home/dev')).toBe(
      '/cache/candidia-browsers',
    );
    expect(oldChromium('112', machine({ XDG_CACHE_HOME: '/cache' })).path).toBe(
      '/cache/candidia-browsers/chromium-112.0.2/chromium',
    );
  });

  it('launch with the project’s flags, and without a zygote', () => {
    expect(oldChromium('112', machine()).launchOptions).toEqual({
      executablePath: '/home/dev/.cache/candidia-browsers/chromium-112.0.2/chromium',
      args: [...CHROMIUM_ARGS, '--no-zygote'],
    });
    expect(CHROMIUM_ARGS).toEqual(expect.arrayContaining(['--no-sandbox', '--disable-gpu']));
  });
});
