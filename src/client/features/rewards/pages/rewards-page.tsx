/** /rewards (spec 002 §2.3, §2.7): the Rewards Center on its own page. */
import { Trophy } from 'lucide-react';
import { RewardsCenter } from '../components/rewards-center';
import { REWARDS_TEXT as T } from '../text';

export default function RewardsPage() {
  return (
    <div className="space-y-4">
      <header className="flex items-center gap-2">
        <Trophy aria-hidden className="size-6 text-amber-600" />
        <h1 className="text-2xl font-semibold tracking-tight">{T.rewards.title}</h1>
      </header>
      <RewardsCenter />
    </div>
  );
}
