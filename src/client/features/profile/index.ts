/**
 * The profile feature's public face for other features (spec 001 §2.14, §5): the address form the home's
 * 'Complete Your Profile' card embeds. The profile page is loaded lazily by routes.tsx.
 */
export { AddressForm } from './components/address-form';
