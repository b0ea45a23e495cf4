/**
 * The member's referral code card (spec 001 §2.13, §9): the code (their user number) with Copy, which
 * shows 'Copied!' for 2 s, and Share Referral Link (/register?ref={code}) through the system share
 * sheet, or copied with a toast where there is none. Texts from the `referrals` catalogue (ADR 0042).
 */
import { useState } from 'react';
import { Check, Copy, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';

/** Copy confirmation shows for 2 s (spec 001 §9). */
const COPIED_MS = 2_000;

/** `code` is the referral code, empty while the member has no user number. */
export function ReferralCodeCard({ code }: { code: string }) {
  const { t } = useTranslation('referrals');
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/register?ref=${code}`;

  const copy = async () => {
    await navigator.clipboard?.writeText(code);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };
  const share = async () => {
    if (navigator.share) {
      await navigator.share({ title: t('code.shareTitle'), url: link }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(link);
    toast.success(t('code.linkCopied'));
  };

  return (
    <Card className="gap-3 p-4">
      <h2 className="text-sm font-semibold">{t('code.title')}</h2>
      <div className="flex items-center gap-2">
        <span className="bg-muted flex-1 rounded-md px-3 py-2 font-mono text-lg" data-testid="referral-code">
          {code}
        </span>
        <Button type="button" variant="outline" onClick={() => void copy()} aria-label={t('code.copy')}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}{' '}
          {copied ? t('common:copied') : t('code.copy')}
        </Button>
      </div>
      <Button type="button" onClick={() => void share()}>
        <Share2 aria-hidden /> {t('code.share')}
      </Button>
    </Card>
  );
}
