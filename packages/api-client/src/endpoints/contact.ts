import type { ContactRequest, ContactResponse } from '@cliques/contracts';
import { call, http } from '../client';

/** POST /contact {name, email, subject, message}: sent without a bearer token, even when signed in. */
export function sendContactMessage(input: ContactRequest): Promise<ContactResponse> {
  return call(() => http.post('contact', { json: input, context: { anonymous: true } }).json<ContactResponse>());
}
