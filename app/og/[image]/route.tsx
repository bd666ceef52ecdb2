import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { LogoMark } from '@/components/layout/logo';
import { hero } from '@/content/home';
import { allRoutes, productName, site } from '@/content/site';
import { OG_IMAGE_SIZE, ogImageSlug } from '@/content/seo/metadata';
import { colors } from '@/tailwind.config';

// Written once at build time: one PNG per route in out/og/.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allRoutes.map((route) => ({ image: `${ogImageSlug(route)}.png` }));
}

/** The site's own font, from its npm package (Satori reads WOFF, not WOFF2). */
function font(weight: 400 | 800) {
  return readFile(
    join(
      process.cwd(),
      `node_modules/@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`,
    ),
  );
}

/**
 * The font's files have no narrow no-break space; Satori would fetch a fallback font
 * from the network for it. A no-break space keeps the same line-breaking rule.
 */
const forImage = (text: string) => text.replace(/\u202f/g, '\u00a0');

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const route = allRoutes.find((candidate) => `${ogImageSlug(candidate)}.png` === image);
  if (!route) return new Response('Not found', { status: 404 });
  const [regular, extraBold] = await Promise.all([font(400), font(800)]);
  const host = new URL(site.origin).host.replace(/^www\./, '');

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        backgroundColor: colors.paper,
        backgroundImage: `radial-gradient(circle at 100% 0%, ${colors.brand[100]} 0%, ${colors.paper} 55%)`,
        fontFamily: 'Plus Jakarta Sans',
        color: colors.ink[950],
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 22 }}>
        <LogoMark size={72} />
        <span style={{ fontSize: 44, fontWeight: 800, letterSpacing: '-0.02em' }}>
          {productName}
        </span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <span
          style={{
            fontSize: route.title.length > 40 ? 64 : 80,
            fontWeight: 800,
            letterSpacing: '-0.035em',
            lineHeight: 1.05,
          }}
        >
          {forImage(route.path === '/' ? hero.title : route.title)}
        </span>
        <span style={{ fontSize: 30, lineHeight: 1.4, color: colors.ink[700], maxWidth: 960 }}>
          {forImage(route.description)}
        </span>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span style={{ fontSize: 26, fontWeight: 800, color: colors.brand[700] }}>
          {host}
          {route.path === '/' ? '' : route.path}
        </span>
        <span
          style={{
            display: 'flex',
            width: 140,
            height: 12,
            borderRadius: 6,
            backgroundColor: colors.accent[400],
          }}
        />
      </div>
    </div>,
    {
      ...OG_IMAGE_SIZE,
      fonts: [
        { name: 'Plus Jakarta Sans', data: regular, weight: 400, style: 'normal' },
        { name: 'Plus Jakarta Sans', data: extraBold, weight: 800, style: 'normal' },
      ],
    },
  );
}
