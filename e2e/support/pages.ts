import { allRoutes } from '@/content/site';

/** An address no page answers: the 404 page, laid out like the others. */
export const MISSING_PAGE = '/page-absente';

/** Every route's path, and the 404 page's address last. */
export const PAGES_AND_404 = [...allRoutes.map((route) => route.path), MISSING_PAGE];
