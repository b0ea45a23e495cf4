/** Notice preferences feature (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md): the profile's 'Notifications' section. */
export { NotificationSettings } from './components/notification-settings';
