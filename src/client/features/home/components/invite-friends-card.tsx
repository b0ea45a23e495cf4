/**
 * The home's 'Invite Friends' card (spec 001 §2.2, §4.8, §8): the member's referral link
 * `{origin}/register?ref={userNumber}` (spec 002 §2.7), a WhatsApp share (the share feature's target
 * URL) and 'Copy Link', which reads 'Copied!' for 2 seconds; a failed copy toasts 'Copy Failed' /
 * 'Please copy the link manually'.
 */
import { Check, Copy, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { useCurrentUser } from '@/client/features/auth';
import { ChannelIcon, shareTargetUrl, useCopyLink } from '@/client/features/share';

/** The referral link of the member numbered `userNumber` on the site at `origin`. */
export function inviteLink(origin: string, userNumber: number): string {
  return `${origin}/register?ref=${userNumber}`;
}

export function InviteFriendsCard() {
  const { t } = useTranslation('home', { keyPrefix: 'invite' });
  const user = useCurrentUser();
  const link = inviteLink(window.location.origin, user.userNumber);
  const { copied, copy } = useCopyLink(link, {
    title: t('copiedTitle'),
    description: t('copiedDescription'),
  });
  const whatsapp = shareTargetUrl(
    'whatsapp',
    { message: t('message', { link }), subject: t('subject') },
    link,
  );

  return (
    <Card className="gap-3 px-4 py-4">
      <div className="flex items-start gap-3">
        <UserPlus aria-hidden className="text-primary mt-0.5 size-6 shrink-0" />
        <div className="grid gap-0.5">
          <h2 className="font-semibold">{t('title')}</h2>
          <p className="text-muted-foreground text-sm">{t('description')}</p>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="invite-link">{t('linkLabel')}</Label>
        <Input
          id="invite-link"
          value={link}
          readOnly
          className="bg-muted"
          onFocus={(e) => e.target.select()}
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="outline">
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            <ChannelIcon channel="whatsapp" />
            {t('whatsapp')}
          </a>
        </Button>
        <Button type="button" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
    </Card>
  );
}
