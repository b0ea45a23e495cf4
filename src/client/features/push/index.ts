/**
 * Web Push feature's public face (docs/decisions/0040-push-icons-offline-actions.md): the 'Notifications on
 * this device' card of the notifications page and the profile.
 */
export { PushNotificationsCard } from './components/push-notifications-card';
