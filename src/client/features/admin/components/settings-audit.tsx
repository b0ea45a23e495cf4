/**
 * The last 20 changes of a tab's settings (ADR 0022), at the foot of Platform Settings and Brocks Rewards:
 * who, when, which setting, old → new (as stored: paise, Brocks per rupee inverted).
 */
import { LoadError } from './load-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useSettingsAudit, type AuditGroup } from '../api/settings-audit';
import { formatDate } from '@/client/lib/format';

export function SettingsAudit({ group }: { group: AuditGroup }) {
  const audit = useSettingsAudit(group);
  return (
    <section aria-labelledby={`audit-${group}`} className="grid gap-2">
      <h3 id={`audit-${group}`} className="text-sm font-semibold">
        Recent changes
      </h3>
      {audit.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : audit.isError ? (
        <LoadError message="Could not load recent changes." onRetry={() => void audit.refetch()} />
      ) : audit.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">No changes yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border text-sm">
          {audit.data.map((row) => (
            <li key={row.id} className="grid gap-0.5 px-3 py-2">
              <span className="font-mono text-xs break-all">{row.key}</span>
              <span>
                {row.oldValue ?? 'default'} → <span className="font-medium">{row.newValue}</span>
              </span>
              <span className="text-muted-foreground text-xs">
                {row.adminName ?? 'A former administrator'} ·{' '}
                <time dateTime={row.changedAt}>{formatDate(row.changedAt, 'dateTime')}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
