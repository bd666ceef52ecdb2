/**
 * The dashboard's selected tab lives in the address fragment (/dashboard#campagnes), so a
 * link can open a given tab. These helpers only translate between fragments and tabs.
 */

/** '#Campagnes' → 'campagnes'; '' and '#' → ''. */
export function slugFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  let slug = raw;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    // A malformed escape is simply an unknown fragment.
  }
  return slug.trim().toLowerCase();
}

/** Index of the tab the fragment names, or null when it names none (no fragment, #contenu…). */
export function tabIndexFromHash(hash: string, slugs: readonly string[]): number | null {
  const slug = slugFromHash(hash);
  if (!slug) return null;
  const index = slugs.indexOf(slug);
  return index === -1 ? null : index;
}

/** 'campagnes' → '#campagnes'. */
export function hashForSlug(slug: string): string {
  return `#${slug}`;
}
