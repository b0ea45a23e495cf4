/**
 * The reset-password form (spec 000 §5): the new password is at least 6 characters ('Password must be at
 * least 6 characters long', the contract's rule) and the confirmation must match ('Passwords do not match').
 */
import { z } from 'zod';
import { resetPasswordBody } from '@/contract/auth';

export const resetPasswordForm = z
  .object({ password: resetPasswordBody.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;
