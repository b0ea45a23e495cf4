/**
 * The last 20 changes of a tab's settings (ADR 0022), at the foot of Platform Settings and Brocks Rewards:
 * who, when, which setting, old → new (as stored: paise, Brocks per rupee inverted).
 */
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useSettingsAudit, type AuditGroup } from '../api/settings-audit';
import { formatDate } from '@/client/lib/format';

const dateTime = (iso: string) => formatDate(iso, 'dateTime');

export function SettingsAudit({ group }: { group: AuditGroup }) {
  const { t } = useTranslation('admin');
  const audit = useSettingsAudit(group);
  return (
    <section aria-labelledby={`audit-${group}`} className="grid gap-2">
      <h3 id={`audit-${group}`} className="text-sm font-semibold">
        {t('audit.title')}
      </h3>
      {audit.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : audit.isError ? (
        <LoadError message={t('audit.failed')} onRetry={() => void audit.refetch()} />
      ) : audit.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('audit.empty')}</p>
      ) : (
        <ul className="divide-y rounded-lg border text-sm">
          {audit.data.map((row) => (
            <li key={row.id} className="grid gap-0.5 px-3 py-2">
              <span className="font-mono text-xs break-all">{row.key}</span>
              <span>
                {row.oldValue ?? t('audit.default')} → <span className="font-medium">{row.newValue}</span>
              </span>
              <span className="text-muted-foreground text-xs">
                {row.adminName ?? t('audit.formerAdmin')} ·{' '}
                <time dateTime={row.changedAt}>{dateTime(row.changedAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
