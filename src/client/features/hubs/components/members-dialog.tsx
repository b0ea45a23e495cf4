/**
 * Members dialog (spec 001 §2.2, §2.12): a scrollable list of a hub's members with their picture (else
 * initials, spec 001 §2.15), name, email, an Admin
 * badge for admin members and Active Member / Inactive. States: loading skeleton, 'Error loading members',
 * 'No members found'.
 */
import { useTranslation } from 'react-i18next';
import { Badge } from '@/client/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Skeleton } from '@/client/components/ui/skeleton';
import { MemberAvatar } from '@/client/components/member-avatar';
import { useHubMembers } from '../api/hub-members';

interface MembersDialogProps {
  hubId: number;
  hubName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MembersDialog({ hubId, hubName, open, onOpenChange }: MembersDialogProps) {
  const { t } = useTranslation('hubs');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('members.title')}</DialogTitle>
          <DialogDescription>{t('members.description', { name: hubName })}</DialogDescription>
        </DialogHeader>
        <MembersList hubId={hubId} enabled={open} />
      </DialogContent>
    </Dialog>
  );
}

function MembersList({ hubId, enabled }: { hubId: number; enabled: boolean }) {
  const { t } = useTranslation('hubs');
  const members = useHubMembers(hubId, enabled);

  if (members.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('members.loading')}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-3/5" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (members.isError) {
    return (
      <p role="alert" className="text-destructive py-6 text-center text-sm">
        {t('members.failed')}
      </p>
    );
  }
  if (members.data.length === 0) {
    return <p className="text-muted-foreground py-6 text-center text-sm">{t('members.empty')}</p>;
  }

  return (
    // Focusable so the list can be scrolled with the keyboard.
    <div
      role="region"
      aria-label={t('members.list')}
      tabIndex={0}
      className="-mr-2 max-h-80 overflow-y-auto rounded-md pr-2 outline-none focus-visible:ring-ring/50 focus-visible:ring-[3px]"
    >
      <ul className="flex flex-col gap-3">
        {members.data.map((member) => (
          <li key={member.id} className="flex items-center gap-3">
            <MemberAvatar name={member.name} picture={member.profilePicture} />
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 text-sm font-medium">
                <span className="truncate">{member.name}</span>
                {member.is_admin && <Badge variant="secondary">{t('members.admin')}</Badge>}
              </p>
              <p className="text-muted-foreground truncate text-xs">{member.email}</p>
            </div>
            <span
              className={
                member.isActive
                  ? 'shrink-0 text-xs text-green-700 dark:text-green-400'
                  : 'text-muted-foreground shrink-0 text-xs'
              }
            >
              {member.isActive ? t('members.active') : t('members.inactive')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
