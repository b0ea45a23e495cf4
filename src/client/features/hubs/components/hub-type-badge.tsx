/**
 * Hub type badge (spec 000 §1): a coloured badge with an icon — purple for school, blue for office,
 * green for society and for any other value. The label is `hubs:type.<type>` (ADR 0042).
 */
import { Building2, GraduationCap, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';

const STYLES = {
  school: {
    type: 'school',
    tone: 'purple',
    Icon: GraduationCap,
    className: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
  },
  office: {
    type: 'office',
    tone: 'blue',
    Icon: Building2,
    className: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  },
  society: {
    type: 'society',
    tone: 'green',
    Icon: Home,
    className: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  },
} as const;

/** The badge style for a hub type string; unknown values get the society (green) style. */
export function hubTypeStyle(hubType: string | null | undefined) {
  return hubType === 'school' || hubType === 'office' ? STYLES[hubType] : STYLES.society;
}

export function HubTypeBadge({
  hubType,
  className,
}: {
  hubType: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation('hubs');
  const { type, tone, Icon, className: colours } = hubTypeStyle(hubType);
  return (
    <Badge
      variant="outline"
      data-hub-type={hubType ?? 'society'}
      data-tone={tone}
      className={cn('border-transparent', colours, className)}
    >
      <Icon aria-hidden />
      {t(`type.${type}`)}
    </Badge>
  );
}
