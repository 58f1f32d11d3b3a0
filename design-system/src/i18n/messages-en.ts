/**
 * English text of design-system itself: its components' words and the few truly shared ones
 * (`common.*`). Screens keep their text beside their code (`<feature>/messages.en.ts`), registered
 * by the bundle that ships them.
 */
import { common } from './en/common';

export const messagesEn = { common } as const;
