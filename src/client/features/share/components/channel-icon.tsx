/** A neutral icon per share channel (the icon set has no brand logos). */
import { AtSign, Mail, MessageCircle, Users } from 'lucide-react';
import type { ShareChannel } from '../lib/share-links';

const ICONS = { whatsapp: MessageCircle, facebook: Users, twitter: AtSign, email: Mail } as const;

export function ChannelIcon({ channel }: { channel: ShareChannel }) {
  const Icon = ICONS[channel];
  return <Icon aria-hidden />;
}
