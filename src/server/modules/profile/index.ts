/**
 * Profile and account use cases (spec 001 §2.14, §5, §7; ADR docs/decisions/0020-profile-account-and-storage.md).
 * Other modules use this area only through this file.
 */
export { userStats } from './stats';
export { profileOptions, updateAddress, updateProfile } from './account';
export { changePassword } from './password';
export { replaceProfilePicture, toAvatarWebp } from './picture';
