import { PATHS } from '@qip/shared-contracts';
import { Button, EmptyState, Page, usePortalNavigate } from '@qip/shared-ui';

/**
 * The signed-out onboarding and trial-finish addresses: saving needs a session, which the
 * sign-up flow will provide; until then the user logs in and finishes from the portal.
 */
export function SignInToContinue() {
  const { go } = usePortalNavigate();
  return (
    <Page>
      <EmptyState
        title="Log in to complete your Service details"
        description="Your details are saved to your service, so please log in first. You can continue from Service details in the menu."
        action={<Button onClick={() => go(PATHS.login)}>Log in</Button>}
      />
    </Page>
  );
}
