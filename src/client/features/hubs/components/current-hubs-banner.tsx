/**
 * Current Hubs banner on home (spec 001 §2.2): each hub the member belongs to with its name and member
 * count (opens the members dialog), and a Manage link to /societies.
 */
import { useState } from 'react';
import { Settings2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyHub } from '@/contract/hubs';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { HubTypeBadge } from './hub-type-badge';
import { MembersDialog } from './members-dialog';

export function CurrentHubsBanner({ hubs }: { hubs: readonly MyHub[] }) {
  const { t } = useTranslation('hubs');
  return (
    <section aria-labelledby="current-hubs-title">
      <Card className="gap-3 py-4">
        <CardHeader className="flex items-center justify-between px-4">
          <CardTitle id="current-hubs-title" className="text-base">
            <h2>{t('current.title')}</h2>
          </CardTitle>
          <Button asChild variant="ghost" size="sm" className="-my-1">
            <Link to="/societies">
              <Settings2 aria-hidden /> {t('current.manage')}
            </Link>
          </Button>
        </CardHeader>
        <CardContent className="px-4">
          <ul className="divide-y">
            {hubs.map((hub) => (
              <CurrentHubRow key={hub.id} hub={hub} />
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}

function CurrentHubRow({ hub }: { hub: MyHub }) {
  const { t } = useTranslation('hubs');
  const [open, setOpen] = useState(false);
  const members = t('counts.members', { count: hub.memberCount });
  return (
    <li className="flex items-center justify-between gap-2 py-2 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="truncate font-medium">{hub.name}</p>
        <HubTypeBadge hubType={hub.hubType} className="mt-1" />
      </div>
      <Button
        variant="link"
        size="sm"
        className="h-auto shrink-0 p-0 has-[>svg]:px-0"
        onClick={() => setOpen(true)}
        aria-label={t('card.showMembers', { members, name: hub.name })}
      >
        <Users aria-hidden />
        {members}
      </Button>
      <MembersDialog hubId={hub.id} hubName={hub.name} open={open} onOpenChange={setOpen} />
    </li>
  );
}
