import { Card, Page, PageHeader, Tab, TabList, TabPanel, Tabs } from '@qip/shared-ui';
import { resourceTabOf, type ResourceTab } from '@qip/shared-contracts';
import { useSearchParams } from 'react-router-dom';
import { ShopResources } from '../../shop';
import { Tutorials } from '../../tutorials';
import { ResourceList } from './ResourceList';

/**
 * The resource centre (/qip/user-resource): three tabs. The address keeps the tab, the element
 * and the product or tutorial open (`?tab=qip&element=1.3.2`), so the SAT banner and the strategy
 * modal's video tutorials open the right place (userResourcePath).
 */
export function ResourceCentrePage() {
  const [params, setParams] = useSearchParams();
  const tab = resourceTabOf(params.get('tab'));
  const go = (next: Partial<Record<'tab' | 'element' | 'product' | 'tutorial', string | null>>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      return updated;
    });
  return (
    <Page>
      <PageHeader
        title="Resources"
        subtitle="Resource sheets for every element, the shop and short videos of the portal's main tasks."
      />
      <Card>
        <Tabs value={tab} onValueChange={(value) => go({ tab: resourceTabOf(value) satisfies ResourceTab })}>
          <TabList aria-label="Resource centre">
            <Tab value="qip">QIP/SAT resources</Tab>
            <Tab value="shop">Shop resources</Tab>
            <Tab value="tutorials">App tutorials</Tab>
          </TabList>
          <TabPanel value="qip">
            <ResourceList element={params.get('element')} />
          </TabPanel>
          <TabPanel value="shop">
            <ShopResources productId={params.get('product')} onOpen={(id) => go({ product: id })} />
          </TabPanel>
          <TabPanel value="tutorials">
            <Tutorials tutorialId={params.get('tutorial')} onOpen={(id) => go({ tutorial: id })} />
          </TabPanel>
        </Tabs>
      </Card>
    </Page>
  );
}
