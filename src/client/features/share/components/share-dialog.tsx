/**
 * The More Options dialog 'Share Book' (spec 000 §2 "Share control"): title, author, fee badge, the
 * share message, a read-only link field with Copy Link / Copied!, and buttons for the four channels.
 */
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { formatRupees } from '@/client/lib/format';
import {
  SHARE_CHANNELS,
  channelLabel,
  openShareTarget,
  shareMessage,
  type ShareBook,
} from '../lib/share-links';
import { ChannelIcon } from './channel-icon';

interface ShareDialogProps {
  book: ShareBook;
  link: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copied: boolean;
  onCopy: () => void;
}

export function ShareDialog({ book, link, open, onOpenChange, copied, onCopy }: ShareDialogProps) {
  const { t } = useTranslation('share');
  const linkId = `share-link-${book.bookId}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription className="sr-only">{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <div className="space-y-1">
          <p className="font-semibold">{book.bookTitle}</p>
          <p className="text-muted-foreground text-sm">{t('common:byAuthor', { author: book.bookAuthor })}</p>
          <Badge variant="secondary">{t('dialog.feePerDay', { fee: formatRupees(book.dailyFee) })}</Badge>
        </div>
        <p className="bg-muted rounded-md p-3 text-sm whitespace-pre-line" data-testid="share-message">
          {shareMessage(book, link)}
        </p>
        <div className="space-y-2">
          <Label htmlFor={linkId}>{t('dialog.link')}</Label>
          <div className="flex gap-2">
            <Input id={linkId} value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Button type="button" variant="outline" onClick={onCopy} className="shrink-0">
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? t('common:copied') : t('control.copy')}
            </Button>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2">
          {SHARE_CHANNELS.map((channel) => (
            <Button
              key={channel}
              type="button"
              variant="secondary"
              onClick={() => openShareTarget(channel, book, link)}
            >
              <ChannelIcon channel={channel} />
              {channelLabel(channel)}
            </Button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
