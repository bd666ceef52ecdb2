import { spawnSync } from 'node:child_process';
import { machineWith } from '../browsers/machine.fixture';
import { findNginx } from '../../serving/nginx-host';
import { findJava, missingDebianPackages, systemReport } from './system';

/** A machine where exactly `installed` are executable files, on a PATH of its own. */
const machine = (installed: string[], env: Record<string, string> = {}) =>
  machineWith(installed, { PATH: '/usr/local/bin:/usr/bin', ...env });

const EVERYTHING = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/bin/chromium',
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/firefox-esr',
  '/usr/bin/WebKitWebDriver',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/bin/Xvfb',
  '/usr/sbin/nginx',
  '/usr/bin/java',
  '/usr/bin/xdotool',
];

describe('what npm test needs of the machine', () => {
  it('is all there on a machine that has every piece', () => {
    expect(missingDebianPackages(machine(EVERYTHING))).toEqual([]);
    expect(systemReport(machine(EVERYTHING)).map(({ name, found }) => [name, found])).toEqual([
      ['Chromium', 'Chromium at /usr/bin/chromium'],
      ['Chromium’s headless shell', expect.stringContaining('chromium-headless-shell')],
      ['Firefox', 'Firefox at /usr/bin/firefox-esr'],
      ['WebKit', expect.stringContaining('/usr/bin/WebKitWebDriver')],
      ['nginx', 'nginx at /usr/sbin/nginx'],
      ['nginx’s brotli module', expect.stringContaining('ngx_http_brotli_static_module.so')],
      ['Java', 'Java at /usr/bin/java'],
      ['xdotool', 'xdotool at /usr/bin/xdotool'],
    ]);
  });

  it('names the Debian package of each missing piece, each once', () => {
    expect(missingDebianPackages(machine([]))).toEqual([
      'chromium',
      'chromium-headless-shell',
      'firefox-esr',
      'webkit2gtk-driver',
      'xvfb',
      'nginx',
      'libnginx-mod-http-brotli-static',
      'default-jre-headless',
      'xdotool',
    ]);
    // The brotli module, the headless shell and xdotool (the link bench's) are installed where
    // they may be, but are not required.
    const required = missingDebianPackages(machine([]), { required: true });
    expect(required).not.toContain('libnginx-mod-http-brotli-static');
    expect(required).not.toContain('chromium-headless-shell');
    expect(required).not.toContain('xdotool');
    const without = (path: string) => machine(EVERYTHING.filter((other) => other !== path));
    expect(missingDebianPackages(without('/usr/bin/Xvfb'))).toEqual(['xvfb']);
    expect(missingDebianPackages(without('/usr/bin/java'))).toEqual(['default-jre-headless']);
  });

  it('names a missing nginx, with the command that installs it', () => {
    const report = systemReport(machine(EVERYTHING, { NGINX_PATH: '/nonexistent' }));
    expect(report.find(({ name }) => name === 'nginx')).toEqual({
      name: 'nginx',
      optional: false,
      missing: expect.stringMatching(
        /^No nginx at \/nonexistent .*\n.*\n {2}Debian, Ubuntu: {2}sudo apt-get install nginx\n/,
      ),
      packages: ['nginx'],
    });
    expect(() => findNginx(machine([]))).toThrow('No nginx at /usr/sbin/nginx');
    expect(findNginx(machine(['/opt/nginx'], { NGINX_PATH: '/opt/nginx' }))).toBe('/opt/nginx');
  });

  it('finds Java in JAVA_HOME first, then on the PATH', () => {
    const both = ['/opt/jdk/bin/java', '/usr/bin/java'];
    expect(findJava(machine(both, { JAVA_HOME: '/opt/jdk' }))).toBe('/opt/jdk/bin/java');
    expect(findJava(machine(both))).toBe('/usr/bin/java');
    expect(() => findJava(machine([]))).toThrow('sudo apt-get install default-jre-headless');
  });
});

describe('scripts/tools/ensure-system.ts, where it may not install', () => {
  it('names nginx when it is missing, and exits 1', () => {
    // No apt-get on its PATH: it names what is missing rather than install it, as root too.
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/tools/ensure-system.ts'], {
      encoding: 'utf8',
      env: { ...process.env, NGINX_PATH: '/nonexistent', PATH: '/nonexistent' },
    });
    expect(run.stderr).toContain('Missing for the tests (Debian packages): nginx');
    expect(run.stderr).toContain('apt-get install nginx');
    expect(run.stderr).toContain('No nginx at /nonexistent');
    expect(run.status).toBe(1);
  });
});
