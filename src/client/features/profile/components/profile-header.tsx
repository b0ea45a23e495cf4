/**
 * The profile header (spec 001 §2.14, §4.8 "Avatar upload"): the avatar with an upload button and a busy
 * indicator, name, email, phone, user number (or 'Not assigned'), the Administrator marker and the
 * referral badge. A picked file is checked in the browser (5 MB, an image), then by the server.
 */
import { useRef } from 'react';
import { Award, Camera, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SessionUser } from '@/contract/auth';
import { Avatar, AvatarFallback, AvatarImage } from '@/client/components/ui/avatar';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { ReferralBadgeName } from '@/client/features/referrals';
import { ApiError } from '@/client/lib/api';
import { initials } from '@/client/lib/format';
import { useUploadPicture } from '../api/profile';
import { avatarFileProblem } from '../lib/avatar-file';

export function ProfileHeader({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const upload = useUploadPicture();
  const input = useRef<HTMLInputElement>(null);

  const onPick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      toast.error(t('common:error'), { description: problem });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t('toasts.pictureUpdated')),
      onError: (err) => {
        // the server's size or type refusal is one of the spec's avatar messages; anything else is generic
        const message = err instanceof ApiError && err.status < 500 ? err.serverMessage : undefined;
        toast.error(t('common:error'), { description: message ?? t('toasts.pictureFailed') });
      },
    });
  };

  return (
    <Card>
      <CardContent className="flex items-center gap-4">
        <div className="relative shrink-0">
          <Avatar className="size-20 text-2xl">
            {user.profilePicture ? <AvatarImage src={user.profilePicture} alt={t('header.picture')} /> : null}
            <AvatarFallback className="bg-primary text-primary-foreground font-semibold">
              {initials(user.name)}
            </AvatarFallback>
          </Avatar>
          {upload.isPending ? (
            <div className="bg-background/70 absolute inset-0 flex items-center justify-center rounded-full">
              <Spinner className="size-6" aria-label={t('header.uploading')} />
            </div>
          ) : null}
          <label
            className="bg-primary text-primary-foreground focus-within:ring-ring/50 absolute -right-1 -bottom-1 flex size-8 cursor-pointer items-center justify-center rounded-full border-2 border-white shadow focus-within:ring-[3px] dark:border-neutral-900"
            aria-disabled={upload.isPending}
          >
            <Camera className="size-4" aria-hidden />
            <span className="sr-only">{t('header.changePicture')}</span>
            <input
              ref={input}
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={upload.isPending}
              onChange={(e) => onPick(e.target.files?.[0])}
            />
          </label>
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-xl font-semibold break-words">{user.name}</h1>
          <p className="text-muted-foreground text-sm break-all">{user.email}</p>
          {user.phone ? <p className="text-muted-foreground text-sm">{user.phone}</p> : null}
          <p className="text-sm">
            <span className="text-muted-foreground">{t('header.userNumber')}: </span>
            <span className="font-medium">{user.userNumber || t('header.notAssigned')}</span>
          </p>
          <div className="flex flex-wrap gap-1.5 pt-1">
            {user.isAdmin ? (
              <Badge>
                <ShieldCheck aria-hidden /> {t('header.administrator')}
              </Badge>
            ) : null}
            <Badge variant="secondary">
              <Award aria-hidden /> <ReferralBadgeName referrals={user.totalReferrals} />
            </Badge>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
