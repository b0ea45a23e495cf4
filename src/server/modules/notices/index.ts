/**
 * Notice delivery and preferences (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md): the
 * public use cases other layers call (jobs, auth, profile, the preview script).
 */
export {
  CHANNEL_SENDERS,
  runDeliveryPass,
  type ChannelSender,
  type DeliveryDeps,
  type DeliveryOutcome,
} from './delivery';
export { accountMessage, noticeMessage, sendAccountMail, unsubscribeUrl } from './notice-mail';
export { channelAllowed, getPreferences } from './preferences';
export { PREVIEW_KINDS, previewMail } from './preview';
