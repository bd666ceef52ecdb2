import type { DefaultTreeAdapterMap } from 'parse5';

type Document = DefaultTreeAdapterMap['document'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
export interface Edit {
  start: number;
  end: number;
  text: string;
}
export function parseHtml(html: string, options?: { scripting?: boolean }): Document;
export function childElements(node: ParentNode | undefined): Element[];
export function elementsOf(node: ParentNode): Generator<Element>;
export function firstElement(document: Document, tagName: string): Element | undefined;
export function attributeOf(element: Element, name: string): string | undefined;
export function hasAttribute(element: Element, name: string): boolean;
export function textOf(element: Element): string;
export function removal(element: Element): Edit;
export function beforeEndTag(element: Element, text: string): Edit;
export function atContentStart(element: Element, text: string): Edit;
export function replacingContent(element: Element, text: string): Edit;
export function settingAttribute(html: string, element: Element, name: string, value: string): Edit;
export function removingAttribute(html: string, element: Element, name: string): Edit | null;
export function applyEdits(html: string, edits: (Edit | null)[]): string;
