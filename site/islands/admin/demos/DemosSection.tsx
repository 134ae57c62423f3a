/**
 * /admin#demos (docs/back-office.md#demo-booking): the team's weekly demo hours and closed dates
 * in Europe/Zurich, and the demos booked from now on. A booking's person is in the leads inbox
 * as a 'demo' lead.
 */
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';
import { AvailabilityEditor } from './AvailabilityEditor.tsx';
import { UpcomingBookings } from './UpcomingBookings.tsx';

export function DemosSection(_props: AdminSectionProps) {
  return (
    <AdminSection
      title="Demo bookings"
      intro="When visitors can book a 20-minute demo, and the demos they booked. Times are Zurich time."
    >
      <UpcomingBookings />
      <AvailabilityEditor />
    </AdminSection>
  );
}
