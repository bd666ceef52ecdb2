import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Flat HTML for a CDN: `next build` writes every route to out/.
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  // No image optimisation server exists behind a static host.
  images: { unoptimized: true },
  experimental: {
    // The 404 page as a page of its own (app/global-not-found.tsx): a root not-found.tsx
    // would ship with every page, the client code it imports included.
    globalNotFound: true,
  },
};

export default nextConfig;
