/**
 * Every user-facing text of the chat screens in one place (spec 001 §2.16, §7 "Chat send", 002 §8 Chat),
 * so a translation can follow. The spec's messages come from the contract word for word.
 */
import { CHAT_MESSAGES } from '@/contract/chat';

export const CHAT_TEXT = {
  ...CHAT_MESSAGES,
  pickerTitle: 'Chat',
  pickerIntro: 'Talk books and arrange hand-overs with your hub.',
  noHubsTitle: 'No Societies Joined',
  noHubsText: 'Join a society, school or office to chat with its members.',
  findHubs: 'Find a Society',
  active: 'Active',
  backToHubs: 'Back to societies',
  loadEarlier: 'Load earlier messages',
  emptyRoom: 'No messages yet - Start the conversation with your society members!',
  unknownUser: 'Unknown User',
  messageLabel: 'Message',
  placeholder: 'Type a message',
  send: 'Send',
  sending: 'Sending…',
  loadFailed: 'Could not load messages.',
  hubsFailed: 'Could not load your societies.',
  tryAgain: 'Try again',
  login: 'Log in',
  messagesLabel: 'Messages',
  you: 'You',
} as const;

/** "1 member" / "12 members". */
export const memberCount = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`;
/** "1 book" / "12 books". */
export const bookCount = (n: number) => `${n} ${n === 1 ? 'book' : 'books'}`;
/** Accessible name of an unread count: "3 unread messages". */
export const unreadLabel = (n: number) => `${n} unread ${n === 1 ? 'message' : 'messages'}`;
