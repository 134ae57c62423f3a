/**
 * The API's refusals, by their error code (docs/product.md#texts-and-messages), in the words a
 * page in another language shows instead of the API's English `message`
 * (docs/decisions.md §299). An English page shows the API's own message, which can name more
 * (the cohort, the exact wait); a code missing here shows the island's own fallback.
 * `{wait}` is the Retry-After wait in words ("57 minutes").
 */
export const refusals = {
  refusals: {
    rate_limited: 'Too many attempts. Please try again in {wait}.',
    rateLimitedLater: 'Too many attempts. Please try again later.',
    cohort_started:
      'Applications for this design-partner cohort closed when it started. Write to us through the contact form to hear about the next one.',
    service_unavailable: 'We cannot store this right now. Please try again in a moment.',
    internal_error: 'Something went wrong on our side. Please try again.',
    bad_request: 'This request could not be read. Please try again.',
    payload_too_large: 'What you sent is too large.',
    unauthorized: 'Please log in.',
    forbidden: 'Your account may not do this.',
    not_found: 'This was not found; it may have been removed already.',
    invalid_credentials: 'Wrong username or password.',
    account_suspended: 'This account is suspended. Contact hello@alpora.ch to ask why and how to get access back.',
    sign_in_expired: 'This sign-in has expired or was already used. Sign in again.',
    invalid_code: 'This code is not right. Check it and try again.',
    reauthentication_required: 'For this change, sign in again first.',
    passkey_not_accepted: 'This passkey could not confirm your sign-in. Try again.',
    passkey_sign_in_expired: 'This passkey sign-in has expired. Try again.',
    passkey_registration_expired: 'Adding this passkey took too long. Start again.',
    passkey_exists: 'This passkey is registered already.',
    passkey_not_verified: "Your device's answer could not be verified. Try again.",
    already_verified: 'This email address is verified already.',
    already_viewer: 'This address is one of your viewers already.',
    email_unverified: 'Verify your own email address first: the invitation names it.',
    unreachable_address: 'This email address cannot receive mail. Change it first.',
    no_enrolment: 'There is no set-up waiting for a code. Start the set-up again.',
    totp_not_enabled: 'Two-factor sign-in is not on for this account. Set it up first.',
    slot_taken: 'This time was just taken; pick another.',
    booking_cancelled: 'This demo is cancelled. Book a new one on the website.',
    booking_started: 'This demo has already started; it can no longer be changed here.',
    refused: 'This could not be accepted. Please check what you entered, or write to hello@alpora.ch.',
    validation_failed: 'Some fields are missing or invalid.',
  },
} as const;
