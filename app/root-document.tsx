import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SkipLink } from '@/components/layout/skip-link';
import { productName, site } from '@/content/site';
import { shippedHeadScript } from '@/lib/head-script-file';
import { colors } from '@/tailwind.config';
import { sansFont } from './fonts';
import './globals.css';

/*
 * The document every page stands in: the root layout's (app/layout.tsx) and the 404 page's
 * (app/global-not-found.tsx), which Next renders without the root layout.
 */

export const rootMetadata: Metadata = {
  metadataBase: new URL(site.origin),
  title: { default: productName, template: `%s · ${productName}` },
  description: site.description,
  applicationName: productName,
};

export const rootViewport: Viewport = {
  themeColor: colors.brand[700],
  colorScheme: 'light',
};

export function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="fr" className={sansFont.variable}>
      <head>
        {/* First of all scripts: the browser floor, popover where it lacks, early taps
            (lib/browser/head.ts, compiled before Next starts: lib/head-script-file.ts). */}
        <script dangerouslySetInnerHTML={{ __html: shippedHeadScript() }} />
      </head>
      <body>
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
