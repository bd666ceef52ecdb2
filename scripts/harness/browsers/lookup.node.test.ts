import { CHROMIUM_ARGS, NO_BROWSER, NO_FIREFOX, noWebKit } from './engines';
import {
  findBrowser,
  findFirefox,
  findTestChromium,
  findWebKit,
  firefoxLaunchOptions,
} from './lookup';
import { machineWith } from './machine.fixture';

const DEBIAN = '/usr/bin/chromium';
const CHROME = '/usr/bin/google-chrome';
const PLAYWRIGHT = '/home/dev/.cache/ms-playwright/chromium-1234/chrome-linux64/chrome';

/** A machine where exactly `installed` are executable files, Playwright's Chromium at PLAYWRIGHT. */
const machine = (installed: string[], env: Record<string, string> = {}) =>
  machineWith(installed, env, { playwrightChromium: PLAYWRIGHT });

describe('the browser the tests drive', () => {
  it('takes CHROMIUM_PATH first, over every installed browser', () => {
    const browser = findBrowser(
      machine(['/opt/my/chrome', DEBIAN, CHROME, PLAYWRIGHT], { CHROMIUM_PATH: '/opt/my/chrome' }),
    );
    expect(browser).toEqual({
      name: 'Browser at /opt/my/chrome (CHROMIUM_PATH)',
      path: '/opt/my/chrome',
      launchOptions: { executablePath: '/opt/my/chrome', args: CHROMIUM_ARGS },
    });
  });

  it('stops on a CHROMIUM_PATH that is not an executable, rather than take another', () => {
    expect(() => findBrowser(machine([DEBIAN], { CHROMIUM_PATH: '/nowhere/chrome' }))).toThrow(
      'CHROMIUM_PATH=/nowhere/chrome is not an executable file.',
    );
  });

  it('then the system’s Chromium, over Google Chrome', () => {
    const browser = findBrowser(machine([DEBIAN, CHROME, PLAYWRIGHT]));
    expect(browser.name).toBe('Chromium at /usr/bin/chromium');
    expect(browser.path).toBe(DEBIAN);
    expect(browser.launchOptions).toEqual({ executablePath: DEBIAN, args: CHROMIUM_ARGS });
    expect(findBrowser(machine(['/usr/bin/chromium-browser', CHROME])).path).toBe(
      '/usr/bin/chromium-browser',
    );
  });

  it('then an installed Google Chrome, launched as Playwright’s chrome channel', () => {
    for (const chrome of [
      CHROME,
      '/usr/bin/google-chrome-stable',
      '/opt/google/chrome/chrome',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ]) {
      const browser = findBrowser(machine([chrome, PLAYWRIGHT]));
      expect(browser.name).toBe(`Google Chrome at ${chrome}`);
      expect(browser.path).toBe(chrome);
      expect(browser.launchOptions).toEqual({ channel: 'chrome', args: CHROMIUM_ARGS });
    }
    const exe = 'C:\\Users\\dev\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe';
    const windows = { LOCALAPPDATA: 'C:\\Users\\dev\\AppData\\Local' };
    expect(findBrowser(machine([exe], windows)).launchOptions.channel).toBe('chrome');
  });

  it('then Playwright’s own Chromium, when it was installed with npx playwright install', () => {
    expect(findBrowser(machine([PLAYWRIGHT]))).toEqual({
      name: `Playwright’s Chromium at ${PLAYWRIGHT}`,
      path: PLAYWRIGHT,
      launchOptions: { executablePath: PLAYWRIGHT, args: CHROMIUM_ARGS },
    });
  });

  it('otherwise stops with one message: Debian, Ubuntu, macOS and Playwright’s install', () => {
    expect(() => findBrowser(machine([]))).toThrow(NO_BROWSER);
    expect(NO_BROWSER).toContain('sudo apt-get install chromium');
    expect(NO_BROWSER).toContain('Ubuntu');
    expect(NO_BROWSER).toContain('brew install --cask google-chrome');
    expect(NO_BROWSER).toContain('npx playwright install chromium');
    expect(NO_BROWSER).toContain('CHROMIUM_PATH=');
  });

  it('gives the end-to-end tests the headless shell, unless CHROMIUM_PATH names a browser', () => {
    const SHELL = '/usr/lib/chromium/chromium-headless-shell';
    expect(findTestChromium(machine([DEBIAN, SHELL]))).toEqual({
      name: `Chromium’s headless shell at ${SHELL}`,
      path: SHELL,
      launchOptions: { executablePath: SHELL, args: CHROMIUM_ARGS },
    });
    // The benches and screenshots keep the full browser.
    expect(findBrowser(machine([DEBIAN, SHELL])).path).toBe(DEBIAN);
    expect(findTestChromium(machine([DEBIAN])).path).toBe(DEBIAN);
    expect(
      findTestChromium(machine(['/opt/my/chrome', SHELL], { CHROMIUM_PATH: '/opt/my/chrome' }))
        .path,
    ).toBe('/opt/my/chrome');
    expect(() => findTestChromium(machine([]))).toThrow(NO_BROWSER);
  });

  it('keeps the flags that keep the browser off the network and out of the sandbox, and lay text out as the full browser does', () => {
    for (const feature of ['gpu', 'quic', 'background-networking', 'component-update', 'sync'])
      expect(CHROMIUM_ARGS).toContain(`--disable-${feature}`);
    for (const flag of ['--no-sandbox', '--no-first-run', '--font-render-hinting=none'])
      expect(CHROMIUM_ARGS).toContain(flag);
  });
});

describe('Firefox, for the suite in Firefox', () => {
  it('takes FIREFOX_PATH first, and stops on one that is not an executable', () => {
    const browser = findFirefox(
      machine(['/opt/firefox/firefox', '/usr/bin/firefox-esr'], {
        FIREFOX_PATH: '/opt/firefox/firefox',
      }),
    );
    expect(browser).toEqual({
      name: 'Firefox at /opt/firefox/firefox (FIREFOX_PATH)',
      path: '/opt/firefox/firefox',
      launchOptions: { channel: 'moz-firefox', executablePath: '/opt/firefox/firefox' },
    });
    expect(() =>
      findFirefox(machine(['/usr/bin/firefox-esr'], { FIREFOX_PATH: '/nowhere/firefox' })),
    ).toThrow('FIREFOX_PATH=/nowhere/firefox is not an executable file.');
  });

  it('then Debian’s Firefox ESR, over another Firefox', () => {
    expect(findFirefox(machine(['/usr/bin/firefox', '/usr/bin/firefox-esr'])).path).toBe(
      '/usr/bin/firefox-esr',
    );
    expect(findFirefox(machine(['/usr/bin/firefox'])).path).toBe('/usr/bin/firefox');
  });

  it('otherwise says how to install it, and the config still loads', () => {
    expect(() => findFirefox(machine([]))).toThrow(NO_FIREFOX);
    expect(NO_FIREFOX).toContain('sudo apt-get install firefox-esr');
    // The Firefox project then fails at its launch, naming the binary it looked for.
    expect(firefoxLaunchOptions(machine([]))).toEqual({
      channel: 'moz-firefox',
      executablePath: '/usr/bin/firefox-esr',
    });
  });
});

describe('WebKit, for the floor in Safari’s engine', () => {
  const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
  const DRIVER = '/usr/bin/WebKitWebDriver';
  const XVFB = '/usr/bin/Xvfb';

  it('finds WebKitGTK’s driver, its MiniBrowser for the machine’s architecture, and Xvfb', () => {
    expect(findWebKit({ ...machine([MINIBROWSER, DRIVER, XVFB]), arch: 'x64' })).toEqual({
      name: `MiniBrowser at ${MINIBROWSER}, driven by ${DRIVER}, on a display of ${XVFB}`,
      webkitDriver: DRIVER,
      miniBrowser: MINIBROWSER,
      xvfb: XVFB,
    });
    const arm = '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
    expect(findWebKit({ ...machine([arm, DRIVER, XVFB]), arch: 'arm64' }).miniBrowser).toBe(arm);
  });

  it('uses the display of DISPLAY when there is no Xvfb', () => {
    const webkit = findWebKit({
      ...machine([MINIBROWSER, DRIVER], { DISPLAY: ':0' }),
      arch: 'x64',
    });
    expect(webkit.xvfb).toBeNull();
    expect(webkit.name).toContain('on the display :0');
  });

  it('names what is missing and the Debian packages that bring it', () => {
    expect(() => findWebKit({ ...machine([XVFB]), arch: 'x64' })).toThrow(
      noWebKit(['webkitDriver', 'miniBrowser']),
    );
    expect(noWebKit(['webkitDriver', 'miniBrowser', 'xvfb'])).toContain(
      'sudo apt-get install webkit2gtk-driver xvfb',
    );
  });
});
