import { routes, type RouteId } from '@/content/site';
import type { LegalEmphasis, LegalHref, LegalLink } from '@/content/types';

/** Builders for the runs of the legal texts, so the documents read as sentences. */

export function link(text: string, href: LegalHref): LegalLink {
  return { type: 'link', text, href };
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
