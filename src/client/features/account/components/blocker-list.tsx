/**
 * What keeps the account from being deleted (ADR 0052): each blocker's message, worded by the server
 * ('Return "Wings of Fire" to Asha first'), as a link to the page that settles it.
 */
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeletionBlocker } from '@/contract/account';

/** `onFollow` runs when a link is followed (the dialog closes). */
export function BlockerList({ blockers, onFollow }: { blockers: DeletionBlocker[]; onFollow: () => void }) {
  const { t } = useTranslation('account');
  return (
    <ul className="grid gap-2" aria-label={t('dialog.blockersLabel')}>
      {blockers.map((b) => (
        <li key={`${b.kind}:${b.href}:${b.message}`}>
          <Link
            to={b.href}
            onClick={onFollow}
            className="hover:bg-accent focus-visible:ring-ring/50 flex items-center gap-2 rounded-md border p-3 text-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]"
          >
            <span className="flex-1">{b.message}</span>
            <ChevronRight aria-hidden className="size-4 shrink-0" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
