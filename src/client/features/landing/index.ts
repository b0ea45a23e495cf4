/**
 * The landing feature's public face: the welcome slides and their hasSeenWelcome flag (spec 000 §2),
 * the signed-out landing page, and the Hubshelf logo used across the app.
 */
export { BrandLogo, BrandMark } from './components/brand-mark';
export { WelcomeSlides } from './components/welcome-slides';
export { hasSeenWelcome, markWelcomeSeen, WELCOME_STORAGE_KEY } from './lib/welcome-storage';
