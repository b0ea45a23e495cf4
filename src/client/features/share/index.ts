/** Share feature (spec 000 §2 "Share control"): the share menu, its link helpers and the copy-link hook. */
export { ShareControl, type ShareControlProps } from './components/share-control';
export { ChannelIcon } from './components/channel-icon';
export {
  bookLink,
  shareMessage,
  mailSubject,
  shareUrl,
  shareTargetUrl,
  type ShareBook,
  type ShareText,
} from './lib/share-links';
export { COPIED_MS, useCopyLink, type CopyToast } from './lib/use-copy-link';
