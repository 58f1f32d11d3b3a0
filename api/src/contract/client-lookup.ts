import { z } from 'zod';
import { emailAddressSchema } from './email-address';
import type { OfficeContact } from './portal';

/** `GET /clients/email/:email/has-banned` */
export const emailParamSchema = z.object({ email: emailAddressSchema });

/** `office`: whom a blocked visitor should contact (the garage office's phone, e-mail, hours); null otherwise. */
export type HasBannedResponse = { blocked: boolean; office: OfficeContact | null };
