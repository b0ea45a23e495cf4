/**
 * Feedback feature (spec 000 §2 "Feedback dialog", 001 §2.2 "Help Us Improve"): the floating button the
 * shell shows and the home card, both opening 'Share Your Feedback'. The admin list is in `features/admin`.
 */
export { FloatingFeedbackButton } from './components/floating-feedback-button';
export { HelpUsImproveCard } from './components/help-us-improve-card';
