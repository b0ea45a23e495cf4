/**
 * The returns area of the contract (docs/decisions/0048-one-name-per-area.md): returns, late fees, excess
 * charges, reminders and extensions (`lifecycle.ts`, spec 001 §4.3-§4.5, §5), the return code and how a return
 * was confirmed (`return-code.ts`), and a borrower's reliability (`reliability.ts`; both
 * docs/decisions/0036-return-code-and-reliability.md). Import from `@/contract/returns`.
 */
export * from './lifecycle';
export * from './reliability';
export * from './return-code';
