/**
 * The return code on the wire (docs/decisions/0036-return-code-and-reliability.md): once the borrower has
 * asked to return a book, they show a 6-digit code (and its QR); the owner may type or scan it when confirming
 * the return (`confirm-return {code}`). Confirming without it stays possible (spec 001 §4.1) and is recorded.
 */
import { z } from 'zod';
import { defineRoute, idParams } from '../http';

/** How the owner confirmed a return (`rentalDetails.returnMethod`): with the return code or without it. */
export const RETURN_METHODS = ['code', 'without_code'] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];

/** `GET /api/rentals/:id/return-code` (borrower, after request-return): the code the owner types or scans. */
export const returnCodeResponse = z.object({ code: z.string() });

export const returnCodeRoutes = {
  returnCode: defineRoute({
    method: 'GET',
    path: '/api/rentals/:id/return-code',
    params: idParams,
    response: returnCodeResponse,
    summary: 'The borrower’s 6-digit return code, once the return is requested',
  }),
} as const;
