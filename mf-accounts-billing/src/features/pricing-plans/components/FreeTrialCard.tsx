import { FREE_TRIAL_DAYS } from '@qip/shared-contracts';
import { Button } from '@qip/shared-ui';
import { useId } from 'react';
import { Amount, Badge, Grow, Note, PlanCardFrame, PlanName, PlanSummary } from './cardStyles';
import { CheckList } from './CheckList';

/** The promotional free-trial card a visitor sees first (spec: only when logged out). */
export function FreeTrialCard({ onStart }: { onStart: () => void }) {
  const headingId = useId();
  return (
    <PlanCardFrame aria-labelledby={headingId}>
      <Badge>No payment details needed</Badge>
      <div>
        <PlanName id={headingId}>Free trial</PlanName>
        <PlanSummary>Try the whole Portal with your team before you choose a plan.</PlanSummary>
      </div>
      <div>
        <Amount>
          <strong>$0</strong>
          <span>for {FREE_TRIAL_DAYS} days</span>
        </Amount>
        <Note>Choose a plan whenever you are ready.</Note>
      </div>
      <Grow>
        <CheckList
          items={[
            `${FREE_TRIAL_DAYS} days of the full Portal`,
            'Create and save QIP/SATs online',
            'Fast reports and team goals',
            'A free personal 15-minute walkthrough',
          ]}
        />
      </Grow>
      <Button size="lg" fullWidth onClick={onStart}>
        Start trial
      </Button>
    </PlanCardFrame>
  );
}
