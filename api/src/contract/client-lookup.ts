import { z } from 'zod';
import { emailAddressSchema } from './email-address';

export const BANNED_EMAIL_MESSAGE = 'This e-mail already has a vehicle in “banned” status.';

/** `GET /clients/email/:email/has-banned` */
export const emailParamSchema = z.object({ email: emailAddressSchema });

export type HasBannedResponse = { blocked: boolean };
