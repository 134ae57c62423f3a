/**
 * How a demo is booked, from the API's configuration (GET /api/leads/demo-booking): the
 * calendar page, if any, and the mailbox the modal's text names. Defaults keep the modal useful
 * when the API cannot be reached.
 */
import { apiRequest } from '@alpora/shared/api-client';
import { DEMO_LENGTH_MINUTES, type DemoBooking } from '@alpora/shared/schemas/leads';
import { useEffect, useState } from 'react';

export const DEFAULT_BOOKING: DemoBooking = {
  bookingUrl: null,
  contactEmail: 'sales@alpora.ch',
  minutes: DEMO_LENGTH_MINUTES,
};

export function useDemoBooking(): DemoBooking {
  const [booking, setBooking] = useState(DEFAULT_BOOKING);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<DemoBooking>('/api/leads/demo-booking', { signal: controller.signal }).then(setBooking, () => {});
    return () => controller.abort();
  }, []);
  return booking;
}
