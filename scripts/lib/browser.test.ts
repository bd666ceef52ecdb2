import { CHROMIUM_ARGS, NO_BROWSER, findBrowser } from './browser.mjs';

/** A machine where exactly `installed` are executable files. */
const machine = (installed: string[], env: Record<string, string> = {}) => ({
  env,
  isExecutable: (path: string) => installed.includes(path),
  playwrightChromium: () => '/home/dev/.cache/ms-playwright/chromium-1234/chrome-linux64/chrome',
});

const DEBIAN = '/usr/bin/chromium';
const CHROME = '/usr/bin/google-chrome';
const PLAYWRIGHT = '/home/dev/.cache/ms-playwright/chromium-1234/chrome-linux64/chrome';

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

  it('keeps the flags that keep the browser off the network and out of the sandbox', () => {
    expect(CHROMIUM_ARGS).toEqual([
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ]);
  });
});
