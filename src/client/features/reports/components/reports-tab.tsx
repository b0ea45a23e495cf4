/**
 * The admin 'Reports' tab (ADR 0050): the queue by age (oldest first) with a status filter (open, dismissed,
 * actioned); each entry shows what was reported, the category, who reported whom, when, and a short excerpt
 * of the evidence. Opening one shows its details and the decision form; after a decision the tab returns to
 * the queue, where the report is no longer open. Loading, empty ('No open reports') and error states.
 * Default export: loaded lazily with its tab.
 */
import { useState } from 'react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES, type ReportStatus } from '@/domain/reports';
import type { ReportSummary } from '@/contract/reports';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatDate } from '@/client/lib/format';
import { cn } from '@/client/lib/utils';
import { useReportsQueue } from '../api/reports';
import { ReportDetailsView } from './report-details';

const dateTime = (iso: string) => formatDate(iso, 'dateTime');

function StatusFilter({ value, onChange }: { value: ReportStatus; onChange: (s: ReportStatus) => void }) {
  const { t } = useTranslation('reports');
  return (
    <div role="group" aria-label={t('admin.status')} className="flex flex-wrap gap-2">
      {REPORT_STATUSES.map((s) => (
        <Button
          key={s}
          type="button"
          size="sm"
          variant={s === value ? 'default' : 'outline'}
          aria-pressed={s === value}
          onClick={() => onChange(s)}
        >
          {t(`statuses.${s}`)}
        </Button>
      ))}
    </div>
  );
}

function ReportRow({ report, onOpen }: { report: ReportSummary; onOpen: () => void }) {
  const { t } = useTranslation('reports');
  return (
    <Card className="p-0">
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('admin.open', { id: report.id })}
        className={cn(
          'focus-visible:ring-ring/50 grid w-full gap-1.5 rounded-xl px-4 py-3 text-left outline-none',
          'hover:bg-accent/50 focus-visible:ring-[3px]',
        )}
      >
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{t(`targets.${report.targetKind}`)}</Badge>
          <Badge variant="outline">{t(`categories.${report.category}`)}</Badge>
          <span className="text-muted-foreground ml-auto text-xs">#{report.id}</span>
        </span>
        {report.excerpt && <span className="line-clamp-2 text-sm break-words">{report.excerpt}</span>}
        <span className="text-muted-foreground flex items-center gap-1 text-xs">
          <span className="min-w-0 flex-1">
            {t('admin.reportedBy', { name: report.reporterName ?? t('admin.unknownReporter') })}
            {report.targetMember && <> · {t('admin.about', { name: report.targetMember.name })}</>} ·{' '}
            <time dateTime={report.createdAt}>{dateTime(report.createdAt)}</time>
          </span>
          <ChevronRight aria-hidden className="size-4 shrink-0" />
        </span>
      </button>
    </Card>
  );
}

function Queue({ status, onOpen }: { status: ReportStatus; onOpen: (id: number) => void }) {
  const { t } = useTranslation('reports');
  const queue = useReportsQueue(status);
  if (queue.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('admin.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (queue.isError) {
    return (
      <Card className="items-center gap-3 px-4 py-8 text-center">
        <p role="alert" className="text-destructive text-sm">
          {t('admin.loadFailed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void queue.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </Card>
    );
  }
  if (queue.data.length === 0) {
    return (
      <Card className="items-center px-4 py-8 text-center">
        <p className="text-muted-foreground text-sm">{t(`admin.empty.${status}`)}</p>
      </Card>
    );
  }
  return (
    <ul className="grid gap-3" aria-label={t('admin.list')}>
      {queue.data.map((r) => (
        <li key={r.id}>
          <ReportRow report={r} onOpen={() => onOpen(r.id)} />
        </li>
      ))}
    </ul>
  );
}

export default function ReportsTab() {
  const { t } = useTranslation('reports');
  const [status, setStatus] = useState<ReportStatus>('open');
  const [openId, setOpenId] = useState<number | null>(null);
  if (openId !== null) return <ReportDetailsView id={openId} onBack={() => setOpenId(null)} />;
  return (
    <section className="grid gap-3" aria-labelledby="reports-heading">
      <h2 id="reports-heading" className="text-lg font-semibold">
        {t('admin.heading')}
      </h2>
      <StatusFilter value={status} onChange={setStatus} />
      <Queue status={status} onOpen={setOpenId} />
    </section>
  );
}
