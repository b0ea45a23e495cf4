/**
 * The small menu of someone else's review (ADR 0050): 'Report review'. A '⋯' button opens it (keyboard
 * reachable); the Report dialog lives in the reviews panel (`onReport`).
 */
import { useTranslation } from 'react-i18next';
import { MoreMenu } from '@/client/components/more-menu';
import { ReportMenuItem } from '@/client/features/reports';

export function ReviewMenu({ author, onReport }: { author: string; onReport: () => void }) {
  const { t } = useTranslation('reviews');
  return (
    <MoreMenu label={t('panel.reviewActions', { name: author })} className="size-7">
      <ReportMenuItem kind="review" onSelect={onReport} />
    </MoreMenu>
  );
}
