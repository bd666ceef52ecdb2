import { join } from 'node:path';
import { allRoutes } from '@/content/site';
import { fileOf, globOf, routeOf } from './routes.mjs';

/** Every route the export has: the site's, and the pages Next adds (the 404 page and its copy). */
const ROUTES = [...allRoutes.map((route) => route.path), '/404', '/_not-found'];

describe('the files of the export’s routes', () => {
  it('maps every route of the site to its file and back', () => {
    expect(ROUTES).toContain('/');
    expect(ROUTES).toContain('/tarifs');
    for (const route of ROUTES) {
      const file = fileOf(route);
      expect(file).toMatch(/^[\w-]+\.html$/);
      expect(routeOf('out', join('out', file))).toBe(route);
      // The URL pattern of out/_headers for that route covers that file, and it only.
      expect(globOf(route)).toBe(file);
    }
    expect(new Set(ROUTES.map(fileOf)).size).toBe(ROUTES.length);
  });

  it('knows the home page and the files of nested routes', () => {
    expect(fileOf('/')).toBe('index.html');
    expect(routeOf('/srv/site/out', '/srv/site/out/index.html')).toBe('/');
    expect(fileOf('/blog/premier-article')).toBe('blog/premier-article.html');
    expect(routeOf('out', join('out', 'blog', 'premier-article.html'))).toBe(
      '/blog/premier-article',
    );
  });

  it('turns the wildcard patterns of out/_headers into globs', () => {
    expect(globOf('/*')).toBe('**');
    expect(globOf('/_next/static/*')).toBe('_next/static/**');
  });
});
