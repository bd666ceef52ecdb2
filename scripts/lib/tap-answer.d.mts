import type { Page } from '@playwright/test';

export interface TapAnswer {
  delay: number;
  inNoticeArea: boolean;
  framesAfterHandling: number;
  shownCount: number;
  shownText: string;
}
export function recordTapAnswer(
  page: Page,
  answer: { selector: string; text: string },
): Promise<void>;
export function tapAnswer(page: Page, options?: { timeout?: number }): Promise<TapAnswer | null>;
declare global {
  interface Window {
    __tapAnswer?: {
      tapAt: number;
      handledAt: number | null;
      answeredAt: number | null;
      inNoticeArea: boolean | null;
      framesAfterHandling: number;
      shownCount: number;
      shownText: string | null;
    };
  }
}
