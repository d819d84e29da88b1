/*
 * The payout answers of the claims API. They are not shared messages yet (shared/ belongs to
 * another change): the desk checks the same rules before it calls, in the person's language
 * (client/src/features/claims/i18n), so these English texts are a fallback.
 */
export const PAYOUT_MSG = {
  referenceRequired: 'Enter the payout reference',
  sending: 'This claim is being paid through the provider: wait for its answer',
  cannotSend: 'Only an approved claim whose payout failed or was never sent can be sent',
  noProvider: 'No payout provider is configured for this kind of claim',
  sent: 'The payout is on its way',
} as const;
