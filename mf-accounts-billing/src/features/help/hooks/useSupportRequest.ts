import { apiErrorBody, refusalMessage, type SupportRequest } from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useState } from 'react';
import { sendSupportRequest } from '../api/supportApi';

export const SUPPORT_REQUEST_FAILED =
  'Your request could not be sent. Please check your connection and try again; what you typed is kept.';

export type SupportRequestOutcome =
  | { kind: 'sent'; reference: string }
  /** The API refused fields: their messages, by field name. */
  | { kind: 'fields'; errors: Record<string, string> }
  | { kind: 'failed'; message: string };

/**
 * Sends a support request and says how it went: its reference, the fields the API refused, or
 * why it failed (a refusal or the mail limit in the API's words, else the page's message).
 */
export function useSupportRequest() {
  const { api } = usePlatform();
  const [reference, setReference] = useState<string | null>(null);

  const send = async (request: SupportRequest): Promise<SupportRequestOutcome> => {
    try {
      const receipt = await sendSupportRequest(api, request);
      setReference(receipt.reference);
      return { kind: 'sent', reference: receipt.reference };
    } catch (error) {
      const fields = (apiErrorBody(error)?.fields ?? []).filter((field) => field.field.startsWith('body.'));
      if (fields.length > 0) {
        return {
          kind: 'fields',
          errors: Object.fromEntries(fields.map((field) => [field.field.slice('body.'.length), field.message])),
        };
      }
      return { kind: 'failed', message: refusalMessage(error, SUPPORT_REQUEST_FAILED) };
    }
  };

  return { send, reference, startAgain: () => setReference(null) };
}
