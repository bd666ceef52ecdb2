/**
 * The page's scripts moved out, for the loader to start after the first tap
 * (lib/browser/loader.ts): Next's script files named in the loader's data block, the inline
 * scripts of <body> moved into one payload file, and nothing fetched ahead of the first paint.
 */
import {
  attributeOf,
  beforeEndTag,
  elementsOf,
  firstElement,
  hasAttribute,
  removal,
  runs,
  textOf,
  type Document,
  type Edit,
  type Element,
} from '../export/html';
import { pageScriptsElement } from '../export/pages';

// Beside Next's hashed assets, named by their content: cached for a year.
const PAYLOAD_DIR = '/_next/static/payload';
const LOADER_DIR = '/_next/static/loader';

/**
 * The inline scripts of a page's <body> that move to its payload, as written: the flight data
 * (its bootstrap, then pushes of types 1 text, 2 form state, 3 binary) and Turbopack's list
 * of chunks. Any other fails the build rather than be moved, or left to run out of order.
 */
export const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_CHUNK = /^self\.__next_f\.push\(([\s\S]*)\)$/;
const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;

const parsed = (json: string | undefined) => {
  try {
    return json === undefined ? undefined : JSON.parse(json);
  } catch {
    return undefined;
  }
};

export function bodyScript(code: string) {
  if (code === FLIGHT_BOOTSTRAP) return code;
  const chunk = parsed(code.match(FLIGHT_CHUNK)?.[1]);
  if (Array.isArray(chunk) && [1, 2, 3].includes(chunk[0])) return code;
  const chunks = parsed(code.match(TURBOPACK_BOOTSTRAP)?.[1]);
  if (Array.isArray(chunks?.otherChunks) && Array.isArray(chunks?.runtimeModuleIds)) return code;
  throw new Error(`An inline script this step does not know: ${code.slice(0, 120)}…`);
}

export interface ScriptAssets {
  /** Stores a file named by its content, and returns its URL. */
  writeAsset(dir: string, extension: string, text: string): string;
  /** The page loader's code (scripts/site-build/browser-code.ts). */
  loader: string;
}

/**
 * Next's script files and the inline scripts of <body> taken out, and the loader's data block
 * naming them (with the web fonts' files, `fonts`, for the head script to preload) at the end
 * of <body>; the nomodule scripts and the hints that would fetch a script removed. A page
 * without script files keeps its inline scripts, and gets no loader.
 */
export function scriptEdits(
  document: Document,
  { writeAsset, loader }: ScriptAssets,
  fonts: string[],
): Edit[] {
  const edits: Edit[] = [];
  const scripts = new Set<string>();
  const payloadScripts: Element[] = [];
  const inBody = new Set(elementsOf(firstElement(document, 'body')!));
  for (const element of elementsOf(document)) {
    const rel = attributeOf(element, 'rel')?.toLowerCase();
    const src = attributeOf(element, 'src');
    if (
      element.tagName === 'link' &&
      ((rel === 'preload' && attributeOf(element, 'as') === 'script') || rel === 'modulepreload')
    )
      edits.push(removal(element));
    if (element.tagName !== 'script' || !runs(attributeOf(element, 'type'))) continue;
    if (hasAttribute(element, 'nomodule')) edits.push(removal(element));
    else if (src?.startsWith('/_next/')) {
      scripts.add(src);
      edits.push(removal(element));
    } else if (src === undefined && inBody.has(element)) payloadScripts.push(element);
  }
  const payload = payloadScripts.map((script) => bodyScript(textOf(script)));
  if (!scripts.size) return edits;
  const pageScripts = {
    loader: writeAsset(LOADER_DIR, 'js', loader),
    payload: payload.length ? writeAsset(PAYLOAD_DIR, 'js', `${payload.join(';\n')};\n`) : null,
    scripts: [...scripts],
    fonts,
  };
  return [
    ...edits,
    ...payloadScripts.map(removal),
    beforeEndTag(firstElement(document, 'body')!, pageScriptsElement(pageScripts)),
  ];
}
