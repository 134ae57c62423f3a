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
import { DataTable } from '#site/islands/dashboard/DataTable.tsx';
import { useAdminRead } from './use-admin-read.ts';

type UpcomingBookingsAnswer = z.infer<typeof upcomingBookingsSchema>;

export function UpcomingBookings() {
  const { state } = useAdminRead<UpcomingBookingsAnswer>('/api/admin/demo-bookings');
  return (
    <section aria-labelledby="demos-upcoming" className="grid gap-3">
      <h2 id="demos-upcoming" className="text-lg font-semibold text-ink">
        Upcoming demos
      </h2>
      {state.status === 'loading' ? (
        <p role="status" className="text-sm text-muted">
          Loading the bookings…
        </p>
      ) : state.status === 'error' ? (
        <p role="alert" className="text-sm text-negative">
          The bookings could not load: {state.message}
        </p>
      ) : state.data.bookings.length === 0 ? (
        <p className="text-sm text-muted">No demo is booked yet.</p>
      ) : (
        <DataTable label="Upcoming demos" head={['When (Zurich)', 'Name', 'Company', 'Status']}>
          {state.data.bookings.map((booking) => (
            <tr key={booking.id}>
              <td className="px-4 py-3 text-ink">{formatSlotTime(booking.start, DEMO_TIME_ZONE)}</td>
              <td className="px-4 py-3 text-right text-ink">{booking.name}</td>
              <td className="px-4 py-3 text-right text-ink">{booking.company ?? '—'}</td>
              <td className="px-4 py-3 text-right">
                <Badge tone={booking.status === 'booked' ? 'positive' : 'neutral'}>{booking.status}</Badge>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
