export const NGINX_SITE: string;
export const REVALIDATE: string;
export const NOT_FOUND_CACHE: string;
export function nginxSite(headersText: string): string;
