/**
 * The small menu of someone else's review (ADR 0050): 'Report review'. A '⋯' button opens it (keyboard
 * reachable); the Report dialog lives in the reviews panel (`onReport`).
 */
import { MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/client/components/ui/dropdown-menu';
import { ReportMenuItem } from '@/client/features/reports';

export function ReviewMenu({ author, onReport }: { author: string; onReport: () => void }) {
  const { t } = useTranslation('reviews');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="text-muted-foreground size-7"
          aria-label={t('panel.reviewActions', { name: author })}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <ReportMenuItem kind="review" onSelect={onReport} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
