/**
 * What `npm test` needs of the machine beyond npm's packages, each looked up where the tests
 * look for it, with the Debian package that gives it: the browsers of the four engines
 * (./browsers/lookup.ts), nginx (the hosts tests serve the export with it, ./hosts.ts) and
 * Java (the W3C Nu HTML Checker, ./nu.ts); and, for the link bench's navigations, xdotool
 * (./visitor.ts). scripts/tools/ensure-system.ts installs what is missing as root on Debian,
 * and names it elsewhere.
 */
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import {
  DEBIAN_PACKAGES,
  findBrowser,
  findFirefox,
  findTestChromium,
  SYSTEM_HEADLESS_SHELL,
  findWebKit,
  isExecutableFile,
  type FullMachine,
  type Machine,
} from './browsers/lookup';

/** nginx's binary: NGINX_PATH, else Debian's. */
export function findNginx({ env = process.env, isExecutable = isExecutableFile }: Machine = {}) {
  const path = env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!isExecutable(path))
    throw new Error(
      `No nginx at ${path} (the hosts tests serve the export with it).
Install it, then run the command again:
  Debian, Ubuntu:  sudo apt-get install nginx
  macOS:           brew install nginx, then NGINX_PATH=$(brew --prefix)/bin/nginx npm test`,
    );
  return path;
}

/**
 * The nginx module that serves stored .br copies (Debian's libnginx-mod-http-brotli-static):
 * NGINX_BROTLI_MODULE, else Debian's, if there. Without it the hosts tests serve, and check,
 * the stored .gz copies only.
 */
export function findNginxBrotliModule({
  env = process.env,
  isExecutable = (path: string) => existsSync(path),
}: Machine = {}) {
  const path = env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  return isExecutable(path) ? path : null;
}

/**
 * xdotool, which moves the pointer and clicks on an X display as a person does, for the link
 * bench's navigations (./visitor.ts): XDOTOOL_PATH, else Debian's.
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
