/**
 * Blocking (ADR 0050): the Block / Unblock button and menu entry with their confirm step, the hook that keeps
 * the confirm dialog outside a menu, and Profile → 'Blocked members'. Texts: the `blocks` catalogue.
 */
export {
  BlockButton,
  BlockMenuItem,
  useBlockDialog,
  useIsBlocked,
  type BlockTarget,
} from './components/block-dialog';
export { BlockedMembers } from './components/blocked-members';
