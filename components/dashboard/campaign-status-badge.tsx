import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import type { CampaignStatus, IconName } from '@/content/types';

/** The spec's colours (Terminé green, En cours blue, Planifié neutral), each with its own icon. */
const statusStyles: Record<CampaignStatus, { tone: BadgeTone; icon: IconName }> = {
  Terminé: { tone: 'success', icon: 'checkCircle' },
  'En cours': { tone: 'info', icon: 'arrowPath' },
  Planifié: { tone: 'neutral', icon: 'calendar' },
};

/** The status is written out: colour and icon only echo it. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { tone, icon } = statusStyles[status];
  return (
    <Badge tone={tone}>
      <Icon name={icon} className="size-3.5 stroke-2" />
      {status}
    </Badge>
  );
}
