/**
 * The demos booked from now on, soonest first, in Zurich time: who, from which company, when,
 * and whether it still stands. The table scrolls sideways inside a labelled, focusable region
 * at 390 px.
 */
import { formatSlotTime } from '@alpora/shared/demo-time';
import type { upcomingBookingsSchema } from '@alpora/shared/schemas/demo-booking';
import { DEMO_TIME_ZONE } from '@alpora/shared/schemas/demo-booking';
import type { z } from 'zod';
import { Badge } from '#site/components/ui/Badge.tsx';
import { alignFigures, ScrollTable } from '#site/components/ui/ScrollTable.tsx';
import { ReadState } from '../ReadState.tsx';
import { useAdminRead } from '../use-admin-read.ts';

type UpcomingBookingsAnswer = z.infer<typeof upcomingBookingsSchema>;

export function UpcomingBookings() {
  const { state } = useAdminRead<UpcomingBookingsAnswer>('/api/admin/demo-bookings');
  return (
    <section aria-labelledby="demos-upcoming" className="grid gap-3">
      <h2 id="demos-upcoming" className="text-lg font-semibold text-ink">
        Upcoming demos
      </h2>
      <ReadState
        state={state}
        loading="Loading the bookings…"
        failed="The bookings could not load"
        isEmpty={(data) => data.bookings.length === 0}
        empty="No demo is booked yet."
      >
        {({ bookings }) => (
          <ScrollTable
            label="Upcoming demos"
            head={['When (Zurich)', 'Name', 'Company', 'Status']}
            headClass={alignFigures}
          >
            {bookings.map((booking) => (
              <tr key={booking.id}>
                <td className="px-4 py-3 text-ink">{formatSlotTime(booking.start, DEMO_TIME_ZONE)}</td>
                <td className="px-4 py-3 text-right text-ink">{booking.name}</td>
                <td className="px-4 py-3 text-right text-ink">{booking.company ?? '—'}</td>
                <td className="px-4 py-3 text-right">
                  <Badge tone={booking.status === 'booked' ? 'positive' : 'neutral'}>{booking.status}</Badge>
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </ReadState>
    </section>
  );
}
