/**
 * A chat message's text (hub rooms, ADR docs/decisions/0019-hub-chat.md; conversations, ADR 0050): plain text with line breaks kept; only http(s)
 * addresses become links, opened in a new tab without referrer or opener. Nothing is rendered as HTML.
 */
import { messageParts } from '@/domain/chat';

export function MessageText({ content }: { content: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {messageParts(content).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
