import { z } from 'zod';
import { ROLES } from '../roles/roles.ts';
import { idSchema } from './id.ts';

/** What the browser needs before anyone signs in (the mail domain suffix of the sign-in form). */
export const publicConfigSchema = z.object({
  product: z.string(),
  mail_domain: z.string(),
  /** Issue 30 (decision 168): the deployment's OpenID Connect provider, by the name its button shows; null without one. */
  single_sign_on: z.object({ provider_name: z.string() }).nullable(),
  /** Whether people may sign in (and up) with an employee ID and password here. */
  local_passwords: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * Spec 1 §3 role record, as the signed-in user's role fetch answers it. `role` is null while
 * the account waits for approval (DESIGN §4). `acting_fulfillment_center_id` is the center
 * the user works on now: their own, or for ADMIN and SUDO the one they last selected.
 */
export const roleRecordSchema = z.object({
  id: idSchema,
  user_id: z.string(),
  role: z.enum(ROLES).nullable(),
  employee_id: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  fulfillment_center_id: idSchema,
  acting_fulfillment_center_id: idSchema,
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;

/** Spec 1 §7: PUT /auth/fulfillment-center. */
export const centerSwitchSchema = z.object({ fulfillment_center_id: idSchema });

/** The full center record (spec 2 §3) as the warehouse selector and planner read it. */
export const fulfillmentCenterSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  timezone: z.string(),
  is_active: z.boolean(),
});
export type FulfillmentCenter = z.infer<typeof fulfillmentCenterSchema>;

/** Whether a password-reset link can still be used, checked before the form shows. */
export const resetTokenStatusSchema = z.object({ valid: z.boolean() });
