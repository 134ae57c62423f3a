/** Dispatched on window after a design partner application is sent; the seat counter refreshes. */
export const PARTNER_APPLIED_EVENT = 'alpora:partner-applied';
