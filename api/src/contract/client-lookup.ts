import { z } from 'zod';
import { emailAddressSchema } from './email-address';

/** `GET /clients/email/:email/has-banned` */
export const emailParamSchema = z.object({ email: emailAddressSchema });

export type HasBannedResponse = { blocked: boolean };
