/**
 * How the floor's adapter talks to WebKit over WebDriver: element references as WebDriver
 * passes them, and a call of the adapter's in-page functions (./in-page.ts) typed as they are,
 * with each Element a reference.
 */
import type { FloorScripts } from './in-page';

/** The W3C key of an element reference in WebDriver's answers and arguments. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
export type WebElement = { [ELEMENT_KEY]: string };
export const idOf = (element: WebElement) => element[ELEMENT_KEY];

/** A value as it crosses WebDriver: each Element a reference, the rest as JSON. */
export type Wire<T> = T extends Element
  ? WebElement
  : T extends readonly (infer Item)[]
    ? Wire<Item>[]
    : T extends null
      ? null
      : T;
type WireArgs<Args extends unknown[]> = { [Index in keyof Args]: Wire<Args[Index]> };

/** Runs one of the in-page functions by name, with its arguments; what it returns. */
export type CallInPage = <Name extends keyof FloorScripts>(
  name: Name,
  ...args: WireArgs<Parameters<FloorScripts[Name]>>
) => Promise<Wire<Awaited<ReturnType<FloorScripts[Name]>>>>;

/**
 * Whether WebDriver refused an element because it left the page since it was found (its
 * name, "stale element reference", is where WebDriver says so).
 */
export function isStaleElement(error: unknown) {
  return /stale element reference/.test(String(error));
}

/** `action` again, three times at most, while WebDriver finds an element it used stale. */
export async function retryingStale<T>(action: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (attempt === 3 || !isStaleElement(error)) throw error;
    }
  }
}
