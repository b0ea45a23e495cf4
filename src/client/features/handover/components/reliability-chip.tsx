/**
 * A borrower's reliability (docs/decisions/0036-return-code-and-reliability.md): a chip with 'New borrower'
 * or e.g. '3 returns · 66% on time', for an owner's Lent Out card. Shown, never blocking: while loading it
 * holds a small placeholder, and when the record cannot be loaded it shows nothing. Texts from the `handover`
 * catalogue (ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import { Badge } from '@/client/components/ui/badge';
import { useReliability } from '../api/handover';
import { reliabilityText } from '../lib/handover-text';

export function ReliabilityChip({ userId }: { userId: number }) {
  const { t } = useTranslation('handover');
  const query = useReliability(userId);
  if (query.isPending) return <span aria-hidden className="bg-muted inline-block h-5 w-24 rounded-full" />;
  if (query.isError) return null;
  const text = reliabilityText(query.data, t);
  return (
    <Badge
      variant="secondary"
      className="w-fit max-w-full font-normal whitespace-normal"
      data-testid="reliability-chip"
    >
      <span className="sr-only">{t('reliabilityPrefix')}</span>
      {text}
    </Badge>
  );
}

/** The member's own record as a borrower, for their profile: heading, chip and a line on who sees it. */
export function OwnReliability({ userId }: { userId: number }) {
  const { t } = useTranslation('handover');
  const query = useReliability(userId);
  return (
    <section aria-labelledby="own-reliability" className="grid gap-1.5 rounded-lg border p-3">
      <h2 id="own-reliability" className="text-sm font-semibold">
        {t('ownReliability')}
      </h2>
      {query.isPending ? (
        <span aria-hidden className="bg-muted inline-block h-5 w-32 rounded-full" />
      ) : query.isError ? (
        <p className="text-muted-foreground text-sm">{t('reliabilityError')}</p>
      ) : (
        <Badge variant="secondary" className="w-fit max-w-full font-normal whitespace-normal">
          {reliabilityText(query.data, t)}
        </Badge>
      )}
      <p className="text-muted-foreground text-xs">{t('ownReliabilityHint')}</p>
    </section>
  );
}
