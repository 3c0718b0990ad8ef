import { type ReactNode, useState } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Card } from '@/components/ui/card.tsx';
import { HardwareSearch } from '@/hardware/search-hardware-tab.tsx';
import { trpc } from '@/lib/trpc.ts';
import { BlacklistCheck } from './blacklist-check.tsx';
import { TemporarySignal } from './temporary-signal.tsx';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </Card>
  );
}

/**
 * /sappis/secondlinetools: what second-line support needs across customers on one page: the card and box
 * searches, the blacklist check and the temporary signal of the hardware issue; a card's entitlements are on the
 * middleware page.
 */
export function SecondLineToolsPage() {
  const [asked, setAsked] = useState<{ by: 'CARD' | 'BOX'; query: string } | null>(null);
  const search = trpc.secondLine.searchEquipment.useQuery(asked ?? { by: 'CARD', query: '' }, {
    enabled: asked !== null,
  });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader
        title="Second line-verktyg"
        description="Verktyg för andra linjens support oberoende av kund: sök kort och boxar, kontrollera svartlistning och slå på tillfällig signal vid hårdvaruärenden."
      >
        <p className="text-sm">
          Entitlements för ett kort eller CAM-id:{' '}
          <AppLink to="/sappis/middleware" className="text-primary underline">
            Middleware
          </AppLink>
        </p>
      </PageHeader>
      <Section
        title="Sök utrustning"
        description="Sök på kortnummer, eller på box/router med CAM-id, MAC-adress eller serienummer. Träffen visar var utrustningen finns och på vilken kund."
      >
        <HardwareSearch search={search} onSearch={setAsked} />
      </Section>
      <div className="grid gap-5 md:grid-cols-2">
        <Section
          title="Svartlistning"
          description="Kontrollera om ett programkort är svartlistat i TV-mellanvaran."
        >
          <BlacklistCheck />
        </Section>
        <Section
          title="Tillfällig signal"
          description="Slår på en tillfällig signal på kortets aktiva avtalsrad, t.ex. medan ett hårdvaruärende utreds."
        >
          <TemporarySignal />
        </Section>
      </div>
    </div>
  );
}
