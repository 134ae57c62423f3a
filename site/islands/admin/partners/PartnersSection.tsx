/**
 * /admin#partners (docs/back-office.md#design-partners): the cohort's seats, and every
 * design-partner application with its answers and decision, pending ones first to draw the eye;
 * accepting or declining one opens a dialog, and the list and the seats follow the answer.
 */
import type {
  PartnerApplication,
  PartnerDecision,
  PartnerDecisionResponse,
  PartnerList,
} from '@alpora/shared/schemas/admin-partners';
import { useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import { useAccountData } from '#site/islands/account/use-account-data.ts';
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';
import { PartnerApplicationCard } from './PartnerApplicationCard.tsx';
import { PartnerDecisionDialog } from './PartnerDecisionDialog.tsx';

interface Deciding {
  application: PartnerApplication;
  decision: PartnerDecision;
}

export function PartnersSection(_props: AdminSectionProps) {
  const { state, reload } = useAccountData<PartnerList>('/api/admin/partners');
  const [deciding, setDeciding] = useState<Deciding | null>(null);

  const decided = (answer: PartnerDecisionResponse) => {
    setDeciding(null);
    const { application, seats } = answer;
    toast({
      title: `${application.company} ${application.state}`,
      description: `${seats.left} of ${seats.total} seats left in the ${seats.cohort} cohort.`,
    });
    reload();
  };

  return (
    <AdminSection
      title="Design partners"
      intro="Applications to the design partner programme. A seat is taken when an application is accepted; declining one frees its seat."
    >
      {state.status === 'loading' ? (
        <p role="status" className="py-10 text-center text-muted">
          Loading the applications…
        </p>
      ) : state.status === 'error' ? (
        <p role="alert" className="rounded-lg border border-negative/40 bg-negative/5 p-4 text-negative">
          The applications could not load: {state.message}
        </p>
      ) : (
        <>
          <p className="rounded-lg border border-line bg-wash p-3 text-sm text-ink" data-seats>
            Cohort {state.data.seats.cohort}: <strong>{state.data.seats.taken}</strong> of {state.data.seats.total}{' '}
            seats taken, {state.data.seats.left} left.
          </p>
          {state.data.applications.length === 0 ? (
            <p className="py-10 text-center text-muted">No applications yet.</p>
          ) : (
            <div className="grid gap-4">
              {state.data.applications.map((application) => (
                <PartnerApplicationCard
                  key={application.id}
                  application={application}
                  onDecide={(decision) => setDeciding({ application, decision })}
                />
              ))}
            </div>
          )}
        </>
      )}
      {deciding ? (
        <PartnerDecisionDialog
          application={deciding.application}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onDecided={decided}
        />
      ) : null}
    </AdminSection>
  );
}
