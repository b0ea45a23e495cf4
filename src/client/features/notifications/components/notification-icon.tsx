/** The icon of each notification type (spec 002 §2.2: "Types, each with an icon"). */
import {
  Award,
  BadgeCheck,
  Bell,
  BellRing,
  BookCheck,
  BookMarked,
  BookUp,
  Building2,
  CalendarCheck,
  CalendarPlus,
  CalendarX,
  CircleX,
  Clock,
  HandCoins,
  Handshake,
  IndianRupee,
  MessageCircle,
  PackageCheck,
  Scale,
  ShieldAlert,
  ShieldCheck,
  TriangleAlert,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationType } from '@/contract/notifications';
import { cn } from '@/client/lib/utils';

const ICONS: Record<NotificationType, { Icon: LucideIcon; className: string }> = {
  handover_proposed: {
    Icon: Clock,
    className: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  },
  handover_agreed: {
    Icon: CalendarCheck,
    className: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  },
  handover_reminder: {
    Icon: BellRing,
    className: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  },
  extension_request: {
    Icon: CalendarPlus,
    className: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  },
  extension_approved: {
    Icon: CalendarCheck,
    className: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  },
  extension_declined: {
    Icon: CalendarX,
    className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
  },
  return_request: {
    Icon: Undo2,
    className: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  },
  return_confirmed: {
    Icon: PackageCheck,
    className: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  },
  payment_received: {
    Icon: IndianRupee,
    className: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  },
  book_returned: {
    Icon: BookCheck,
    className: 'bg-teal-100 text-teal-700 dark:bg-teal-950 dark:text-teal-300',
  },
  society_request: {
    Icon: Building2,
    className: 'bg-purple-100 text-purple-700 dark:bg-purple-950 dark:text-purple-300',
  },
  society_approved: {
    Icon: BadgeCheck,
    className: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  },
  society_rejected: { Icon: CircleX, className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' },
  due_soon: { Icon: Clock, className: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  overdue: { Icon: TriangleAlert, className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' },
  reminder: { Icon: BellRing, className: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300' },
  book_available: {
    Icon: BookMarked,
    className: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  },
  badge_earned: {
    Icon: Award,
    className: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-300',
  },
  pickup_confirmed: {
    Icon: Handshake,
    className: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  },
  rental_cancelled: {
    Icon: HandCoins,
    className: 'bg-slate-100 text-slate-700 dark:bg-slate-900 dark:text-slate-300',
  },
  book_borrowed: {
    Icon: BookUp,
    className: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  },
  deposit_claim: {
    Icon: ShieldAlert,
    className: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300',
  },
  deposit_claim_settled: {
    Icon: Scale,
    className: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300',
  },
  conversation_message: {
    Icon: MessageCircle,
    className: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
  },
  report_reviewed: {
    Icon: ShieldCheck,
    className: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  },
  member_warned: {
    Icon: TriangleAlert,
    className: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  },
};

const FALLBACK = { Icon: Bell, className: 'bg-muted text-muted-foreground' };

/** A round icon for a notification type; unknown types get a bell. */
export function NotificationIcon({ type }: { type: string }) {
  const { Icon, className } = ICONS[type as NotificationType] ?? FALLBACK;
  return (
    <span
      aria-hidden
      data-type={type}
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', className)}
    >
      <Icon className="size-4" />
    </span>
  );
}
