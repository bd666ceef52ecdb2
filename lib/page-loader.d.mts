/** The page loader's text, written by the post-build step as a file of its own. */
export const PAGE_LOADER: string;
