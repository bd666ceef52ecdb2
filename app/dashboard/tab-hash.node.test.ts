import { hashForSlug, slugFromHash, tabIndexFromHash } from './tab-hash';

const slugs = ['vue-d-ensemble', 'entreprises', 'campagnes', 'modeles'];

describe('tab-hash', () => {
  it('reads the slug of a fragment, with or without its #', () => {
    expect(slugFromHash('#campagnes')).toBe('campagnes');
    expect(slugFromHash('campagnes')).toBe('campagnes');
    expect(slugFromHash('#Campagnes')).toBe('campagnes');
    expect(slugFromHash('#mod%C3%A8les')).toBe('modèles');
    expect(slugFromHash('')).toBe('');
    expect(slugFromHash('#')).toBe('');
  });

  it('keeps a malformed escape as an unknown slug instead of throwing', () => {
    expect(slugFromHash('#%E0%A4%A')).toBe('%e0%a4%a');
    expect(tabIndexFromHash('#%E0%A4%A', slugs)).toBeNull();
  });

  it('finds the tab a fragment names', () => {
    expect(tabIndexFromHash('#vue-d-ensemble', slugs)).toBe(0);
    expect(tabIndexFromHash('#entreprises', slugs)).toBe(1);
    expect(tabIndexFromHash('#campagnes', slugs)).toBe(2);
    expect(tabIndexFromHash('#modeles', slugs)).toBe(3);
  });

  it('names no tab for an empty or an unknown fragment', () => {
    expect(tabIndexFromHash('', slugs)).toBeNull();
    expect(tabIndexFromHash('#', slugs)).toBeNull();
    expect(tabIndexFromHash('#contenu', slugs)).toBeNull();
    expect(tabIndexFromHash('#campagne', slugs)).toBeNull();
  });

  it('writes the fragment of a tab', () => {
    expect(hashForSlug('campagnes')).toBe('#campagnes');
    for (const slug of slugs) expect(tabIndexFromHash(hashForSlug(slug), slugs)).not.toBeNull();
  });
});
