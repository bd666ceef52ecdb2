/**
 * What `npm test` needs of the machine beyond npm's packages, each looked up where the tests
 * look for it, with the Debian package that gives it: the browsers of the four engines
 * (../browsers/lookup.ts), nginx (the hosts tests serve the export with it,
 * scripts/serving/nginx-host.ts) and Java (the W3C Nu HTML Checker, ../checks/nu.ts); and,
 * for the link bench's navigations, xdotool (../navigations/visitor.ts).
 * scripts/tools/ensure-system.ts installs what is missing as root on Debian, and names it
 * elsewhere.
 */
import { delimiter, join } from 'node:path';
import { DEBIAN_PACKAGES, SYSTEM_HEADLESS_SHELL, type FullMachine } from '../browsers/engines';
import { findBrowser, findFirefox, findTestChromium, findWebKit } from '../browsers/lookup';
import { isExecutableFile, type Machine } from '../../serving/executables';
import { findNginx, findNginxBrotliModule } from '../../serving/nginx-host';

/**
 * xdotool, which moves the pointer and clicks on an X display as a person does, for the link
 * bench's navigations (../navigations/visitor.ts): XDOTOOL_PATH, else Debian's.
 */
export function findXdotool({ env = process.env, isExecutable = isExecutableFile }: Machine = {}) {
  const path = env.XDOTOOL_PATH ?? '/usr/bin/xdotool';
  if (!isExecutable(path))
    throw new Error(
      `No xdotool at ${path}: \`npm run bench:link -- --navigations\` moves the pointer with it.
Install it, then run the command again:
  Debian, Ubuntu:  sudo apt-get install xdotool`,
    );
  return path;
}

/** Java: $JAVA_HOME/bin/java, else `java` on the PATH. */
export function findJava({ env = process.env, isExecutable = isExecutableFile }: Machine = {}) {
  const candidates = [
    ...(env.JAVA_HOME ? [join(env.JAVA_HOME, 'bin', 'java')] : []),
    ...(env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, 'java')),
  ];
  const java = candidates.find(isExecutable);
  if (!java)
    throw new Error(`No Java found (the W3C Nu HTML Checker runs on Java 11+).
Install it, then run the command again:
  Debian, Ubuntu:  sudo apt-get install default-jre-headless
  macOS:           brew install openjdk (or set JAVA_HOME)`);
  return java;
}

/** Each piece: what it is for, how it is found (a description, or an error), its packages. */
export const REQUIREMENTS: {
  name: string;
  find: (machine?: FullMachine) => string;
  /** Its Debian packages; those of WebKit depend on which of its pieces is missing. */
  debian: (error: unknown) => string[];
  /** Installed where it may be, but the tests run without it (and say what they leave). */
  optional?: boolean;
}[] = [
  {
    name: 'Chromium',
    find: (machine) => findBrowser(machine).name,
    debian: () => [DEBIAN_PACKAGES.chromium],
  },
  {
    name: 'Chromium’s headless shell',
    find: (machine) => {
      const chromium = findTestChromium(machine);
      if (!SYSTEM_HEADLESS_SHELL.includes(chromium.path))
        throw new Error(
          `The end-to-end tests run in ${chromium.name} instead: the same results, in more time.`,
        );
      return chromium.name;
    },
    debian: () => [DEBIAN_PACKAGES.headlessShell],
    optional: true,
  },
  {
    name: 'Firefox',
    find: (machine) => findFirefox(machine).name,
    debian: () => [DEBIAN_PACKAGES.firefox],
  },
  {
    name: 'WebKit',
    find: (machine) => findWebKit(machine).name,
    debian: (error) =>
      ((error as { missing?: (keyof typeof DEBIAN_PACKAGES)[] }).missing ?? []).map(
        (piece) => DEBIAN_PACKAGES[piece],
      ),
  },
  {
    name: 'nginx',
    find: (machine) => `nginx at ${findNginx(machine)}`,
    debian: () => ['nginx'],
  },
  {
    name: 'nginx’s brotli module',
    find: (machine) => {
      const brotliModule = findNginxBrotliModule(machine);
      if (!brotliModule) throw new Error('No brotli module for nginx: its tests check gzip only.');
      return `brotli_static from ${brotliModule}`;
    },
    debian: () => ['libnginx-mod-http-brotli-static'],
    optional: true,
  },
  {
    name: 'Java',
    find: (machine) => `Java at ${findJava(machine)}`,
    debian: () => ['default-jre-headless'],
  },
  {
    name: 'xdotool',
    find: (machine) => `xdotool at ${findXdotool(machine)}`,
    debian: () => ['xdotool'],
    // The link bench's navigations use it; no test does.
    optional: true,
  },
];

/** What each piece is on this machine: found (its description) or missing (why, and its packages). */
export function systemReport(machine?: FullMachine) {
  return REQUIREMENTS.map(({ name, find, debian, optional = false }) => {
    try {
      return { name, optional, found: find(machine) };
    } catch (error) {
      return { name, optional, missing: (error as Error).message, packages: debian(error) };
    }
  });
}

/** The Debian packages that would give the machine what it lacks (or lacks of `required`), each once. */
export const missingDebianPackages = (machine?: FullMachine, { required = false } = {}) => [
  ...new Set(
    systemReport(machine)
      .filter((piece) => !(required && piece.optional))
      .flatMap((piece) => piece.packages ?? []),
  ),
];
