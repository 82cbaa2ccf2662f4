import { endpoints } from '@qip/shared-contracts';
import { httpError, renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CENTER_ID, childSafetyChange, nqsChanges } from '../../../testing/fixtures';
import { useNqsChanges } from '../hooks/useNqsChanges';
import { NqsChangeCount } from './NqsChangeCount';
import { NqsChangeNotice } from './NqsChangeNotice';

/** The area page's use of both: the count of area 2 above, the notice of the element shown below. */
function AreaChanges({ readOnly = false, elementId = 'nqs2018-2.2.3' }: { readOnly?: boolean; elementId?: string }) {
  const changes = useNqsChanges(CENTER_ID);
  const [shown, setShown] = useState<string | null>(null);
  return (
    <>
      <NqsChangeCount areaId={2} changes={changes} onShow={setShown} />
      {shown && <p>Showing {shown}</p>}
      <NqsChangeNotice centerId={CENTER_ID} elementId={elementId} changes={changes} readOnly={readOnly} />
    </>
  );
}

/** A service whose 2.2.3 is flagged until the review is posted. */
function flaggedUntilReviewed() {
  let reviewed = false;
  const reviewedChange = () =>
    childSafetyChange({ flagged: false, reviewedAt: '2026-03-02T01:00:00.000Z', reviewedByName: 'Dana Whitfield' });
  return [
    stubEndpoint(endpoints.nqsChanges.list, () => nqsChanges([reviewed ? reviewedChange() : childSafetyChange()])),
    stubEndpoint(endpoints.nqsChanges.review, () => {
      reviewed = true;
      return reviewedChange();
    }),
  ];
}

describe("the elements the NQS in force changed ('changed since you answered')", () => {
  it('flags 2.2.3 with what changed, counts it for the area, and clears the flag once marked reviewed', async () => {
    const { platform } = renderWithPlatform(<AreaChanges />, { api: flaggedUntilReviewed() });
    const notice = await screen.findByRole('region', { name: /Changed since you answered/ });
    expect(within(notice).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Changed since you answered2.2.3 Child safety and protection: changed in the National Quality Standard 2026',
    );
    expect(notice).toHaveTextContent("Renamed 'Child safety and protection' (was 'Child protection').");
    expect(screen.getByText('1 element changed since you answered:')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '2.2.3 Child safety and protection' }));
    expect(screen.getByText('Showing 2.2.3')).toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('button', { name: 'Mark as reviewed' }));
    await waitFor(() => expect(screen.queryByText('Changed since you answered')).not.toBeInTheDocument());
    expect(platform.api.callsTo(endpoints.nqsChanges.review)).toEqual([
      expect.objectContaining({ body: { center_id: CENTER_ID, category_id: 'nqs2018-2.2.3' } }),
    ]);
    const reviewed = screen.getByRole('region', { name: /2\.2\.3 Child safety and protection/ });
    expect(reviewed).toHaveTextContent('Reviewed by Dana Whitfield on 02/03/2026.');
    expect(within(reviewed).queryByRole('button', { name: 'Mark as reviewed' })).not.toBeInTheDocument();
    expect(screen.queryByText(/changed since you answered:/)).not.toBeInTheDocument();
  });

  it('offers no review to a read-only viewer', async () => {
    renderWithPlatform(<AreaChanges readOnly />, { api: flaggedUntilReviewed() });
    const notice = await screen.findByRole('region', { name: /Changed since you answered/ });
    expect(within(notice).queryByRole('button', { name: 'Mark as reviewed' })).not.toBeInTheDocument();
  });

  it('keeps the flag and says why when the review is refused', async () => {
    renderWithPlatform(<AreaChanges />, {
      api: [
        stubEndpoint(endpoints.nqsChanges.list, () => nqsChanges([childSafetyChange()])),
        stubEndpoint(endpoints.nqsChanges.review, () => {
          throw httpError(403, { statusCode: 403, error: 'Forbidden', message: 'Your subscription has ended.' });
        }),
      ],
    });
    const notice = await screen.findByRole('region', { name: /Changed since you answered/ });
    await userEvent.click(within(notice).getByRole('button', { name: 'Mark as reviewed' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent('Your subscription has ended.');
    expect(within(notice).getByText('Changed since you answered')).toBeInTheDocument();
  });

  it('notes a change the service has not answered against, without a flag, and nothing for an unchanged element', async () => {
    const { unmount } = renderWithPlatform(<AreaChanges />, {
      api: [
        stubEndpoint(endpoints.nqsChanges.list, () =>
          nqsChanges([childSafetyChange({ answeredBefore: false, flagged: false })]),
        ),
      ],
    });
    const notice = await screen.findByRole('region', { name: /2\.2\.3 Child safety and protection/ });
    expect(notice).not.toHaveTextContent('Changed since you answered');
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
    unmount();

    renderWithPlatform(<AreaChanges elementId="nqs2018-1.1.1" />, {
      api: [stubEndpoint(endpoints.nqsChanges.list, () => nqsChanges([childSafetyChange()]))],
    });
    expect(await screen.findByText('1 element changed since you answered:')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('says when the changes could not be loaded, and loads them again on Retry', async () => {
    let fail = true;
    renderWithPlatform(<AreaChanges />, {
      api: [
        stubEndpoint(endpoints.nqsChanges.list, () => {
          if (fail) throw httpError(500, 'down');
          return nqsChanges([childSafetyChange()]);
        }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The changes in the current National Quality Standard could not be loaded.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: /Changed since you answered/ })).toBeInTheDocument();
  });
});
