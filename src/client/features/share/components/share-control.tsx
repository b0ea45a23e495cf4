/**
 * The Share control (spec 000 §2, §4, §8): a menu with WhatsApp, Facebook, Twitter, Email, Copy Link and
 * More Options. External targets open in a new window; Copy Link copies `${origin}/book/{id}` and reads
 * 'Copied!' for 2000 ms; More Options opens the 'Share Book' dialog. Makes no server calls.
 */
import { useState } from 'react';
import { Check, Copy, Ellipsis, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { SHARE_CHANNELS, bookLink, channelLabel, openShareTarget, type ShareBook } from '../lib/share-links';
import { bookLinkCopied, useCopyLink } from '../lib/use-copy-link';
import { ChannelIcon } from './channel-icon';
import { ShareDialog } from './share-dialog';

export interface ShareControlProps extends ShareBook {
  /** Button style; `outline` by default. */
  variant?: 'outline' | 'ghost' | 'secondary';
  className?: string;
}

export function ShareControl({ variant = 'outline', className, ...book }: ShareControlProps) {
  const { t } = useTranslation('share');
  const link = bookLink(window.location.origin, book.bookId);
  const { copied, copy } = useCopyLink(link, bookLinkCopied());
  const [moreOpen, setMoreOpen] = useState(false);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant={variant} className={className}>
            <Share2 aria-hidden />
            {t('control.button')}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {SHARE_CHANNELS.map((channel) => (
            <DropdownMenuItem key={channel} onSelect={() => openShareTarget(channel, book, link)}>
              <ChannelIcon channel={channel} />
              {channelLabel(channel)}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={(event) => {
              // Keep the menu open so the item can read 'Copied!'.
              event.preventDefault();
              void copy();
            }}
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t('common:copied') : t('control.copy')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setMoreOpen(true)}>
            <Ellipsis aria-hidden />
            {t('control.more')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ShareDialog
        book={book}
        link={link}
        open={moreOpen}
        onOpenChange={setMoreOpen}
        copied={copied}
        onCopy={() => void copy()}
      />
    </>
  );
}
