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
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';
import { ReadState } from '../ReadState.tsx';
import { useAdminRead } from '../use-admin-read.ts';
import { PartnerApplicationCard } from './PartnerApplicationCard.tsx';
import { PartnerDecisionDialog } from './PartnerDecisionDialog.tsx';

interface Deciding {
  application: PartnerApplication;
  decision: PartnerDecision;
}

export function PartnersSection(_props: AdminSectionProps) {
  const { state, reload } = useAdminRead<PartnerList>('/api/admin/partners');
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
      <ReadState state={state} loading="Loading the applications…" failed="The applications could not load">
        {({ seats, applications }) => (
          <>
            <p className="rounded-lg border border-line bg-wash p-3 text-sm text-ink" data-seats>
              Cohort {seats.cohort}: <strong>{seats.taken}</strong> of {seats.total} seats taken, {seats.left} left.
            </p>
            {applications.length === 0 ? (
              <p className="py-8 text-center text-sm text-muted">No applications yet.</p>
            ) : (
              <div className="grid gap-4">
                {applications.map((application) => (
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
      </ReadState>
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
