/**
 * The windows of common phones (Android and iPhone, narrowest to tallest), a tablet and a
 * laptop, for the checks that must hold on each: the font swap moves nothing
 * (font-swap.spec.ts), the first window ends where the build counts it (first-window.spec.ts).
 */
export const COMMON_VIEWPORTS = [
  { width: 360, height: 800 },
  { width: 375, height: 812 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
  { width: 430, height: 932 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
