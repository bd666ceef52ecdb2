import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Flat HTML for a CDN: `next build` writes every route to out/.
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  // No image optimisation server exists behind a static host.
  images: { unoptimized: true },
};

export default nextConfig;
