/** Reviews feature (spec 000 §2 "Reviews panel"): the panel other features embed, and its query hooks in `api/`. */
export { ReviewsPanel } from './components/reviews-panel';
export { StarRating } from './components/star-rating';
