/**
 * Ways to open the Report dialog (ADR 0050). `useReportDialog` keeps the dialog outside any menu (a menu's
 * content unmounts when it closes): call `openReport(target)` and render `reportDialog` once. `ReportMenuItem`
 * is the 'Report …' entry of a dropdown menu; `ReportButton` a stand-alone button with its own dialog.
 */
import { useState } from 'react';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReportTargetKind } from '@/domain/reports';
import { Button } from '@/client/components/ui/button';
import { DropdownMenuItem } from '@/client/components/ui/dropdown-menu';
import { ReportDialog, type ReportTarget } from './report-dialog';

/** `{ openReport, reportDialog }`: open the dialog for a target; render the element once. */
export function useReportDialog() {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  return {
    openReport: setTarget,
    reportDialog: <ReportDialog target={target} onClose={() => setTarget(null)} />,
  };
}

/** A 'Report …' menu entry worded for the target kind ('Report this book', 'Report member', …). */
export function ReportMenuItem({ kind, onSelect }: { kind: ReportTargetKind; onSelect: () => void }) {
  const { t } = useTranslation('reports');
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <Flag aria-hidden />
      {t(`menu.${kind}`)}
    </DropdownMenuItem>
  );
}

/** A small 'Report' button that opens the dialog for `target`; `label` overrides the accessible name. */
export function ReportButton({ target, label }: { target: ReportTarget; label?: string }) {
  const { t } = useTranslation('reports');
  const { openReport, reportDialog } = useReportDialog();
  return (
    <>
      <Button type="button" variant="ghost" size="sm" aria-label={label} onClick={() => openReport(target)}>
        <Flag aria-hidden />
        {t('menu.report')}
      </Button>
      {reportDialog}
    </>
  );
}
