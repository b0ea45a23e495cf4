/**
 * Profile page, /profile (spec 001 §2.14): header, stat tiles and the tabs Profile Info (with the
 * 'Notifications' section below the form, docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md),
 * 'Hand-over times' (weekly windows, docs/decisions/0050-conversations-and-safety.md), Leaderboard (the shared
 * Leaderboard of the Brocks area), Security and Admin (disabled for non-admins)
 * (ADR docs/decisions/0020-profile-account-and-storage.md), and the member's own record as a borrower
 * (docs/decisions/0036-return-code-and-reliability.md); 'Blocked members' with Unblock (ADR 0050) and
 * 'Your data' (download, delete; ADR 0052) close the Profile Info tab; a scheduled deletion's banner is above
 * the header. Below the header, the language switch 'English / हिन्दी'
 * (ADR 0042; hidden while one language is offered), saved as the member's `preferredLanguage`.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/contract/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { DeletionBanner, YourDataSection } from '@/client/features/account';
import { useCurrentUser } from '@/client/features/auth';
import { BlockedMembers } from '@/client/features/blocks';
import { LeaderboardPanel } from '@/client/features/brocks';
import { NotificationSettings } from '@/client/features/notices';
import { PushNotificationsCard } from '@/client/features/push';
import { HandoverWindowsSection, OwnReliability } from '@/client/features/handover';
import { ImportLibraryLink } from '@/client/features/imports';
import type { Language } from '@/domain/languages';
import { LanguageSwitch } from '@/client/i18n/language-switch';
import { useSaveMemberLanguage } from '@/client/i18n/member-language';
import { useProgressiveCount } from '@/client/lib/use-progressive-count';
import { AdminTab } from '../components/admin-tab';
import { ProfileHeader } from '../components/profile-header';
import { ProfileInfoForm } from '../components/profile-info-form';
import { SecurityForm } from '../components/security-form';
import { StatTiles } from '../components/stat-tiles';

interface ProfileTab {
  /** also the tab's label key, `profile:tabs.<value>` */
  value: 'info' | 'leaderboard' | 'security' | 'admin';
  render: (user: SessionUser) => ReactNode;
  /** disabled (shown, not selectable) for this member */
  disabled?: (user: SessionUser) => boolean;
}

/**
 * The Profile Info tab: the form, then Hand-over times, the mail and push choices (ADR 0039), Web Push on
 * this device (ADR 0040), Blocked members (ADR 0050) and Your data (ADR 0052). Only the form is on a
 * phone's first screen, so it renders first and the sections below the fold follow one at a time when
 * the browser is idle (`useProgressiveCount`, docs/decisions/0043-lighter-first-screen.md): the first
 * screen commits and styles the form alone, and each section is a short task of its own.
 */
function InfoTab({ user }: { user: SessionUser }) {
  const sections = [
    <ProfileInfoForm key="form" user={user} />,
    <HandoverWindowsSection key="handover" />,
    <NotificationSettings key="notifications" />,
    <PushNotificationsCard key="push" />,
    <BlockedMembers key="blocked" />,
    <YourDataSection key="data">
      <ImportLibraryLink />
    </YourDataSection>,
  ];
  const shown = useProgressiveCount(sections.length, 1, 1);
  return <div className="space-y-4">{sections.slice(0, shown)}</div>;
}

const PROFILE_TABS: ProfileTab[] = [
  { value: 'info', render: (user) => <InfoTab user={user} /> },
  { value: 'leaderboard', render: () => <LeaderboardPanel /> },
  { value: 'security', render: () => <SecurityForm /> },
  {
    value: 'admin',
    render: () => <AdminTab />,
    disabled: (user) => !user.isAdmin,
  },
];

/** `offeredLanguages` overrides OFFERED_LANGUAGES for the language switch (tests, ADR 0042). */
export default function ProfilePage({ offeredLanguages }: { offeredLanguages?: readonly Language[] }) {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  const saveLanguage = useSaveMemberLanguage();
  return (
    <div className="space-y-4">
      <DeletionBanner />
      <ProfileHeader user={user} />
      <LanguageSwitch offered={offeredLanguages} onChosen={saveLanguage} />
      <StatTiles />
      <OwnReliability userId={user.id} />
      <Tabs defaultValue={PROFILE_TABS[0]!.value} className="gap-3">
        <TabsList className="h-10 w-full">
          {PROFILE_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} disabled={tab.disabled?.(user)}>
              {t(`tabs.${tab.value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {PROFILE_TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.render(user)}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
