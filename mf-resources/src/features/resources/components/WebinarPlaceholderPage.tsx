import { PATHS, userResourcePath } from '@qip/shared-contracts';
import { Card, EmptyState, Page, PageHeader } from '@qip/shared-ui';
import { Link } from 'react-router-dom';

/** /qip/user-resource/updated-webinars/{id}: a static placeholder page (spec). */
export function WebinarPlaceholderPage() {
  return (
    <Page>
      <PageHeader title="Webinars" />
      <Card>
        <EmptyState
          title="Webinars are coming soon"
          description="Monthly expert webinars will be listed here. Meanwhile, watch the app tutorials."
          action={<Link to={userResourcePath({ tab: 'tutorials' })}>App tutorials</Link>}
        />
        <p>
          <Link to={PATHS.userResource}>Back to the resource centre</Link>
        </p>
      </Card>
    </Page>
  );
}
