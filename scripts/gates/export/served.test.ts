/**
 * @jest-environment node
 *
 * The local server of `npm start` (scripts/lib/server.ts) over HTTP, as a static host
 * serves the export: clean URLs, the headers of out/_headers, the 404 page.
 */
import type { AddressInfo } from 'node:net';
import { allRoutes } from '@/content/site';
import { pageScriptsOf } from '../../lib/export';
import { exportServer } from '../../lib/server';
import { headersOf, readOut } from './built-page';

describe('the local server (npm start)', () => {
  const server = exportServer();
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((closed) => server.close(closed)));

  it.each(allRoutes.map((route) => route.path))(
    'answers %s with 200 and the headers of out/_headers',
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      for (const [name, value] of headersOf(path)) {
        expect([name, response.headers.get(name)]).toEqual([name, value]);
      }
    },
  );

  it('answers an unknown path with 404 and the French page', async () => {
    const response = await fetch(`${origin}/cette-page-n-existe-pas`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(readOut('404.html'));
  });

  it('serves a hashed file with its long cache', async () => {
    const { loader } = pageScriptsOf(readOut('index.html'))!;
    const response = await fetch(`${origin}${loader}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
