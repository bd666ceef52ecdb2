import { routes, type RouteId } from '@/content/site';
import type { LegalEmphasis, LegalForeign, LegalHref, LegalLink } from '@/content/types';

/** Builders for the runs of the legal texts, so the documents read as sentences. */

export function link(text: string, href: LegalHref, lang?: 'en'): LegalLink {
  return lang ? { type: 'link', text, href, lang } : { type: 'link', text, href };
}

/** English words inside French text, such as the name of a foreign project. */
export function english(text: string): LegalForeign {
  return { type: 'foreign', lang: 'en', text };
}

export function strong(text: string): LegalEmphasis {
  return { type: 'strong', text };
}

export function mailLink(address: string): LegalLink {
  return link(address, `mailto:${address}`);
}

/** A link to a page of the site, its text defaulting to the page's label. */
export function pageLink(id: RouteId, text: string = routes[id].label): LegalLink {
  return link(text, routes[id].path);
}
