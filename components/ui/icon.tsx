import {
  ChartBarIcon,
  ChatBubbleLeftRightIcon,
  CircleStackIcon,
  ClockIcon,
  CpuChipIcon,
  CreditCardIcon,
  DocumentTextIcon,
  EnvelopeIcon,
  EyeIcon,
  FingerPrintIcon,
  HandRaisedIcon,
  HeartIcon,
  InboxIcon,
  LockClosedIcon,
  MagnifyingGlassIcon,
  MapIcon,
  MapPinIcon,
  PaperAirplaneIcon,
  PresentationChartLineIcon,
  PrinterIcon,
  ScaleIcon,
  ShieldCheckIcon,
  SparklesIcon,
  UsersIcon,
  BuildingOffice2Icon,
  Squares2X2Icon,
  PlusIcon,
  UserCircleIcon,
  CheckCircleIcon,
  ArrowPathIcon,
  CalendarDaysIcon,
  InformationCircleIcon,
  ArrowLeftIcon,
  ChevronRightIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';
import type { IconName } from '@/content/types';

export const icons: Record<IconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  search: MagnifyingGlassIcon,
  sparkles: SparklesIcon,
  paperAirplane: PaperAirplaneIcon,
  mapPin: MapPinIcon,
  documentText: DocumentTextIcon,
  envelope: EnvelopeIcon,
  chartBar: ChartBarIcon,
  scale: ScaleIcon,
  lockClosed: LockClosedIcon,
  fingerPrint: FingerPrintIcon,
  shieldCheck: ShieldCheckIcon,
  printer: PrinterIcon,
  presentationChart: PresentationChartLineIcon,
  circleStack: CircleStackIcon,
  creditCard: CreditCardIcon,
  cpuChip: CpuChipIcon,
  map: MapIcon,
  inbox: InboxIcon,
  users: UsersIcon,
  heart: HeartIcon,
  eye: EyeIcon,
  handRaised: HandRaisedIcon,
  clock: ClockIcon,
  chatBubble: ChatBubbleLeftRightIcon,
  buildingOffice: BuildingOffice2Icon,
  squares: Squares2X2Icon,
  plus: PlusIcon,
  userCircle: UserCircleIcon,
  checkCircle: CheckCircleIcon,
  arrowPath: ArrowPathIcon,
  calendar: CalendarDaysIcon,
  informationCircle: InformationCircleIcon,
  arrowLeft: ArrowLeftIcon,
  chevronRight: ChevronRightIcon,
};

/** Where the site's sprite of every icon is served (written by scripts/site-build/icon-sprite.tsx). */
export const ICON_SPRITE_PATH = '/icones.svg';

/**
 * A decorative icon (the text beside it carries the meaning): inline SVG, or, `later`, drawn
 * from the site's sprite (ICON_SPRITE_PATH). `later` is for the icons after a page's first
 * window (FIRST_SCREEN_ATTRIBUTE, lib/browser/contract.ts): the sprite comes while the
 * visitor reads, and their drawings leave the page's first round trip. Never in the first
 * window, where the icon would show only once the sprite has come (e2e/first-window.spec.ts
 * fails then). The sprite's drawings leave the stroke's width to this <svg>, so that a class
 * may still set it.
 */
export function Icon({
  name,
  className,
  later = false,
}: {
  name: IconName;
  className?: string;
  later?: boolean;
}) {
  const Svg = icons[name];
  if (!later) return <Svg aria-hidden="true" focusable="false" className={className} />;
  return (
    <svg aria-hidden="true" focusable="false" strokeWidth={1.5} className={className}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}

/** An icon in a tinted rounded square, as used on cards; `later` as for Icon. */
export function IconBadge({
  name,
  tone = 'brand',
  later = false,
}: {
  name: IconName;
  tone?: 'brand' | 'accent';
  later?: boolean;
}) {
  return (
    <span className={tone === 'brand' ? 'icon-badge-brand' : 'icon-badge-accent'}>
      <Icon name={name} className="size-6" later={later} />
    </span>
  );
}
