/**
 * One report in the admin Reports tab (ADR 0050): what was reported and why, the reporter's note, the
 * evidence as it was when reported, the target member's history (earlier reports, reports acted on,
 * reliability, current restriction), then the decision form while open or the decision taken. 'Back to the
 * queue' returns to the list. Loading and error states.
 */
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReportDetails as Details } from '@/contract/reports';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatDate } from '@/client/lib/format';
import { useReportDetails } from '../api/reports';
import { DecisionForm } from './decision-form';
import { EvidenceView } from './evidence-view';

const dateTime = (iso: string) => formatDate(iso, 'dateTime');

function MemberHistory({ member }: { member: Details['targetMember'] }) {
  const { t } = useTranslation('reports');
  if (!member) return <p className="text-muted-foreground text-sm">{t('details.noMember')}</p>;
  const restriction = member.banned
    ? t('details.banned')
    : member.suspendedUntil
      ? t('details.suspendedUntil', { date: formatDate(member.suspendedUntil) })
      : t('details.none');
  const rows: [string, string][] = [
    [t('details.earlierReports'), String(member.earlierReports)],
    [t('details.actionedReports'), String(member.actionedReports)],
    [
      t('details.reliability'),
      member.reliability === null ? t('details.noReliability') : String(Math.round(member.reliability)),
    ],
    [t('details.restriction'), restriction],
  ];
  return (
    <div className="grid gap-2">
      <p className="font-medium">{member.name}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function DecisionTaken({ report }: { report: Details }) {
  const { t } = useTranslation('reports');
  if (!report.decision) return null;
  const values = {
    decision: t(`decisions.${report.decision}`),
    name: report.decidedBy ?? '—',
    date: report.decidedAt ? formatDate(report.decidedAt, 'dateTime') : '—',
    count: report.suspendDays ?? 0,
  };
  return (
    <p className="text-sm">{t(report.suspendDays ? 'details.decidedDays' : 'details.decided', values)}</p>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2 border-t pt-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

export function ReportDetailsView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('reports');
  const report = useReportDetails(id);
  const back = (
    <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={onBack}>
      <ArrowLeft aria-hidden />
      {t('admin.back')}
    </Button>
  );
  if (report.isPending) {
    return (
      <div className="grid gap-3">
        {back}
        <div role="status" aria-busy="true" aria-label={t('details.loading')}>
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      </div>
    );
  }
  if (report.isError) {
    return (
      <div className="grid gap-3">
        {back}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="alert" className="text-destructive text-sm">
            {t('details.loadFailed')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </div>
      </div>
    );
  }
  const r = report.data;
  return (
    <div className="grid gap-3">
      {back}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-base">{t('details.title', { id: r.id })}</h2>
          </CardTitle>
          <CardDescription className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{t(`targets.${r.targetKind}`)}</Badge>
            <Badge variant="outline">{t(`categories.${r.category}`)}</Badge>
            <Badge variant={r.status === 'open' ? 'default' : 'outline'}>{t(`statuses.${r.status}`)}</Badge>
            <span>
              {t('admin.reportedBy', { name: r.reporterName ?? t('admin.unknownReporter') })} ·{' '}
              <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
            </span>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Section title={t('details.note')}>
            <p className="text-sm break-words whitespace-pre-wrap">{r.note ?? t('details.noNote')}</p>
          </Section>
          <Section title={t('details.evidence')}>
            <EvidenceView evidence={r.evidence} />
          </Section>
          <Section title={t('details.member')}>
            <MemberHistory member={r.targetMember} />
          </Section>
          <div className="border-t pt-3">
            {r.status === 'open' ? (
              <DecisionForm report={r} onDecided={onBack} />
            ) : (
              <DecisionTaken report={r} />
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
