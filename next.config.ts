import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Flat HTML for a CDN: `next build` writes every route to out/.
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  // No image optimisation server exists behind a static host.
  images: { unoptimized: true },
  // The root layout compiles the head script at build time (lib/browser/compile.ts): the
  // compiler runs from node_modules, never bundled (Next keeps TypeScript out already).
  serverExternalPackages: ['esbuild'],
  experimental: {
    // The 404 page as a page of its own (app/global-not-found.tsx): a root not-found.tsx
    // would ship with every page, the client code it imports included.
    globalNotFound: true,
  },
};

export default nextConfig;
