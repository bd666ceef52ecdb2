import { FIRST_SCREEN_ATTRIBUTE } from '@/lib/browser/contract';

/**
 * Spread on the element that ends a page's first window (FIRST_SCREEN_ATTRIBUTE), once per
 * page: the build checks that the page's first round trip holds it whole. Not in the
 * contract module itself: the head script and the loader import that one, and would carry
 * this object.
 */
export const ENDS_FIRST_SCREEN = { [FIRST_SCREEN_ATTRIBUTE]: '' } as const;
