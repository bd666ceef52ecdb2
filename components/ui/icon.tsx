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

const icons: Record<IconName, ComponentType<SVGProps<SVGSVGElement>>> = {
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

/** A decorative icon, rendered as inline SVG on the server: the text beside it carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Svg = icons[name];
  return <Svg aria-hidden="true" focusable="false" className={className} />;
}

/** An icon in a tinted rounded square, as used on cards. */
export function IconBadge({ name, tone = 'brand' }: { name: IconName; tone?: 'brand' | 'accent' }) {
  return (
    <span
      className={
        tone === 'brand'
          ? 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100'
          : 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700 ring-1 ring-accent-100'
      }
    >
      <Icon name={name} className="size-6" />
    </span>
  );
}
