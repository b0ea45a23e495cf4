/**
 * Events are stored as data and worded when read (ADR 0050): an event message keeps its kind and values
 * (`event_data`: dates as ISO strings, amounts in paise, day counts); this words it in the reader's language
 * from the `conversations` catalogue (`events.<kind>`).
 */
import type { ConversationEvent } from '@/domain/conversations';
import { formatPaise } from '@/domain/money';
import { INTL_LOCALE, type Language } from '@/domain/languages';
import { dateIn } from '../../i18n/member-language';
import { t, type MessageKey } from '../../i18n/t';

/** The values an event's sentence may name, as stored in `event_data`. */
export interface EventData {
  days?: number;
  /** ISO date */
  due?: string;
  /** ISO date-time of a hand-over */
  at?: string;
  /** paise */
  pricePaise?: number;
  /** paise */
  amountPaise?: number;
  /** for `extension_answered` */
  approved?: boolean;
}

const asDate = (iso: unknown): Date | null => {
  if (typeof iso !== 'string') return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The hand-over time as people read it in India: '12 Dec 2026, 5:30 pm'. */
function timeIn(at: Date, lng: Language): string {
  return at.toLocaleString(INTL_LOCALE[lng], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
}

/** The catalogue key of an event (an extension's answer has two). */
function keyOf(event: ConversationEvent, data: EventData): MessageKey {
  if (event === 'extension_answered')
    return data.approved
      ? 'conversations:events.extension_approved'
      : 'conversations:events.extension_declined';
  return `conversations:events.${event}`;
}

/** The sentence of event `event` with `data` in `lng`, e.g. 'Return confirmed.' / 'वापसी की पुष्टि हुई।'. */
export function eventText(event: ConversationEvent, data: unknown, lng: Language): string {
  const d = (data && typeof data === 'object' ? data : {}) as EventData;
  const due = asDate(d.due);
  const at = asDate(d.at);
  return t(
    keyOf(event, d),
    {
      days: d.days ?? 0,
      due: due ? dateIn(due, lng) : '',
      at: at ? timeIn(at, lng) : '',
      price: formatPaise(d.pricePaise ?? 0, lng),
      amount: formatPaise(d.amountPaise ?? 0, lng),
    },
    lng,
  );
}
