import { PageHeader } from '@/components/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { CartsTab } from './carts-tab.tsx';
import { LookupTab } from './lookup-tab.tsx';
import { OrdersTab } from './orders-tab.tsx';
import { StatisticsTab } from './statistics-tab.tsx';

/**
 * /sappis/commerce ({product}_IT): the back office of broadband ordering. Orders of the web shop and of Sappis
 * with their lines and e-mails, carts (abandoned ones to call back), statistics with conversion, and product and
 * campaign lookups as commerce sees them.
 */
export function CommercePage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader
        title="Commerce"
        description="Ordrar och kundvagnar från webbshoppen och Sappis, med e-post och status, statistik och uppslag av produkter och kampanjer."
      />
      <Tabs defaultValue="orders" className="flex flex-col gap-4">
        <TabsList>
          <TabsTrigger value="orders">Ordrar</TabsTrigger>
          <TabsTrigger value="carts">Kundvagnar</TabsTrigger>
          <TabsTrigger value="statistics">Statistik</TabsTrigger>
          <TabsTrigger value="lookup">Produkter och kampanjer</TabsTrigger>
        </TabsList>
        <TabsContent value="orders">
          <OrdersTab />
        </TabsContent>
        <TabsContent value="carts">
          <CartsTab />
        </TabsContent>
        <TabsContent value="statistics">
          <StatisticsTab />
        </TabsContent>
        <TabsContent value="lookup">
          <LookupTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
