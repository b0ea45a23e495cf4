/** Share feature (spec 000 §2 "Share control"): the share menu and its link helpers. */
export { ShareControl, type ShareControlProps } from './components/share-control';
export { bookLink, shareMessage, mailSubject, shareUrl, type ShareBook } from './lib/share-links';
