import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SkipLink } from '@/components/layout/skip-link';
import { productName, site } from '@/content/site';
import { headScript } from '@/lib/head-script';
import { colors } from '@/tailwind.config';
import { sansFont } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.origin),
  title: { default: productName, template: `%s · ${productName}` },
  description: site.description,
  applicationName: productName,
};

export const viewport: Viewport = {
  themeColor: colors.brand[700],
  colorScheme: 'light',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr" className={sansFont.variable}>
      <head>
        {/* First of all scripts: the browser floor, popover where it lacks, early taps. */}
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
      </head>
      <body>
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
