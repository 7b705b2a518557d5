import { Type } from '@sinclair/typebox';
import { contactLimits } from './limits';
export { contactLimits } from './limits';
/** POST /api/contact body: all four fields required (strings are trimmed first, so blanks fail). */
export const ContactRequest = Type.Object({
    name: Type.String({ minLength: 1, maxLength: contactLimits.name }),
    email: Type.String({ minLength: 1, maxLength: contactLimits.email, format: 'email' }),
    subject: Type.String({ minLength: 1, maxLength: contactLimits.subject }),
    message: Type.String({ minLength: 1, maxLength: contactLimits.message }),
}, { additionalProperties: false });
/** POST /api/contact 201 answer: the message is stored. */
export const ContactResponse = Type.Object({ ok: Type.Literal(true) });
