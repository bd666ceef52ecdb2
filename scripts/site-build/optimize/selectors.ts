/**
 * The selectors Beasties matches against a page (page.ts), made as general as what the HTML
 * cannot decide: a rule stays in the page's <style> when an element could match it in some
 * state a visitor reaches, or once an island has hydrated.
 */
import { parse as parseSelector, type Selector } from 'css-what';

/**
 * Attributes an island sets once hydrated (Headless UI's states: a selected tab, a hovered
 * button…): states a visitor reaches, taken as matching, as :hover is.
 */
const ISLAND_STATE_ATTRIBUTES = new Set([
  'data-selected',
  'data-hover',
  'data-focus',
  'data-active',
  'data-open',
  'data-headlessui-state',
]);

/** Pseudo-classes the HTML alone decides; any other (:hover, :target…) is taken as matching. */
const STATIC_PSEUDO_CLASSES = new Set(
  `first-child last-child only-child first-of-type last-of-type only-of-type nth-child nth-last-child
  nth-of-type nth-last-of-type root empty disabled enabled required optional`.split(/\s+/),
);
const SELECTOR_LISTS = new Set(['is', 'where', 'matches', 'any', 'has']);

const PSEUDO_ELEMENT_OWNERS: [RegExp, string][] = [
  [/^placeholder$/, 'input, textarea'],
  [/^(file-selector-button|-webkit-((inner|outer)-spin-button|search-|date|calendar))/, 'input'],
  [/^-webkit-details-marker$/, 'summary'],
  [/^backdrop$/, 'dialog, [popover]'],
];

// As CSS.escape does.
const cssIdentifier = (value: string) =>
  value.replace(/^\d|[^\w\x80-\uffff-]/g, (char) =>
    /[\x00-\x1f\d]/.test(char) ? `\\${char.codePointAt(0)!.toString(16)} ` : `\\${char}`,
  );

// Beasties compares selectors with the attribute text as written, entities undecoded
// (`[&amp;::-webkit-progress-value]:bg-brand-600`).
const ENTITIES = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' };
const asInHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&${ENTITIES[char as keyof typeof ENTITIES]};`);

const COMBINATORS = { descendant: ' ', child: ' > ', sibling: ' ~ ', adjacent: ' + ' };
const ACTIONS = { equals: '', element: '~', start: '^', end: '$', any: '*', hyphen: '|', not: '!' };

const isState = (name: string) =>
  !STATIC_PSEUDO_CLASSES.has(name) && !SELECTOR_LISTS.has(name) && name !== 'not';
/** Whether a part of a selector depends on a state, itself or by a selector it holds. */
const hasState = (token: Selector): boolean =>
  token.type === 'pseudo-element' ||
  (token.type === 'pseudo' &&
    (isState(token.name) || (Array.isArray(token.data) && token.data.flat().some(hasState))));

/**
 * css-what's tokens written back as CSS (its own stringify leaves `&` unescaped:
 * `print:[&>header]:py-6`), as they are or `general` (selectorForMatching).
 */
function selectorText(list: Selector[][], general = false): string {
  const partText = (token: Selector): string => {
    switch (token.type) {
      case 'tag':
        return cssIdentifier(token.name);
      case 'universal':
        return '*';
      case 'pseudo-element': {
        if (!general) return `::${token.name}`;
        const owners = PSEUDO_ELEMENT_OWNERS.find(([name]) => name.test(token.name))?.[1];
        return owners ? `:is(${owners})` : '';
      }
      case 'pseudo': {
        const { name, data } = token;
        if (general && (name === 'not' ? hasState(token) : isState(name))) return '';
        if (data === null) return `:${name}`;
        if (typeof data === 'string') return `:${name}(${data})`;
        if (!general || !SELECTOR_LISTS.has(name)) return `:${name}(${selectorText(data)})`;
        const inner = data.map((tokens) => selectorText([tokens], true));
        return inner.includes('*') ? '' : `:${name}(${inner.join(', ')})`;
      }
      case 'attribute': {
        const { name, action, value, ignoreCase } = token;
        if (general && ISLAND_STATE_ATTRIBUTES.has(name)) return '';
        if (name === 'class' && action === 'element') return `.${cssIdentifier(asInHtml(value))}`;
        if (name === 'id' && action === 'equals') return `#${cssIdentifier(asInHtml(value))}`;
        if (action === 'exists') return `[${cssIdentifier(name)}]`;
        const flag = ignoreCase === true ? ' i' : ignoreCase === false ? ' s' : '';
        return `[${cssIdentifier(name)}${ACTIONS[action as keyof typeof ACTIONS]}=${JSON.stringify(asInHtml(value))}${flag}]`;
      }
      default:
        throw new Error(`A selector part this step cannot write back: ${token.type}`);
    }
  };
  const compoundsText = (tokens: Selector[]) => {
    // A compound left empty (`:hover > a` → `> a`) stands for any element.
    const orAny = (compound: string) => compound || (general ? '*' : '');
    let text = '';
    let compound = '';
    for (const token of tokens) {
      const combinator = COMBINATORS[token.type as keyof typeof COMBINATORS];
      if (combinator) text += orAny(compound) + combinator;
      compound = combinator ? '' : compound + partText(token);
    }
    return text + orAny(compound);
  };
  return list.map(compoundsText).join(', ');
}

/**
 * A selector made as general as what the HTML cannot decide, for Beasties to match against
 * the page: a rule stays when an element could match it in some state. A pseudo-element
 * becomes the elements that can have it; a state pseudo-class goes; `:is()`, `:where()` and
 * `:has()` keep their static part (Beasties drops them whole); a `:not()` of a state goes
 * whole, since leaving out a part of it would match less, not more.
 */
export const selectorForMatching = (selector: string) =>
  selectorText(parseSelector(selector), true);

/**
 * The selector, or the page's root matching it: Beasties looks for a match below <html>
 * (css-select searches a context's descendants), and finds <html> itself only by a selector
 * it reads as classes and ids alone (`.font_variable`, but not the same with `:not(…)`).
 */
export const orTheRoot = (selector: string) =>
  selector && `${selector}, :scope:is(${selector}) > *`;
