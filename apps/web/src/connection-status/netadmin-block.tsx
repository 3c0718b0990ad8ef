import {
  type connectionStatusTexts,
  type NetadminAccess,
  netadminAccessUrl,
  transmissionPillColour,
  verificationPillColour,
} from '@sappis/shared/connection-status/connection-status';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { Pill } from './pill.tsx';

/**
 * The network-administration access block (document 3 panel 20): verification and transmission pills,
 * Fastighetsägare, Produktexponering, a link into netadmin and the raw netadmin_access in a popover.
 */
export function NetadminBlock({
  netadmin,
  raw,
  texts,
}: {
  netadmin: NetadminAccess;
  raw: unknown;
  texts: ReturnType<typeof connectionStatusTexts>;
}) {
  return (
    <section
      className="flex flex-col gap-2 rounded-md border border-purple-200 p-3"
      data-testid="netadmin-block"
      aria-label="Netadmin"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Pill colour={verificationPillColour(netadmin.verification)} label="Verifieringsstatus">
          {netadmin.verification ?? 'Okänd verifiering'}
        </Pill>
        <Pill colour={transmissionPillColour(netadmin.transmission)} label="Överföring">
          {netadmin.transmission ?? 'Okänd överföring'}
        </Pill>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{texts.propertyOwner}</dt>
        <dd>{netadmin.owner ?? '-'}</dd>
        <dt className="text-muted-foreground">{texts.productExposure}</dt>
        <dd>{netadmin.productExposure ?? '-'}</dd>
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        {netadmin.id !== null && (
          <a
            className="inline-flex items-center gap-1 text-sm underline"
            href={netadminAccessUrl(netadmin.id)}
            target="_blank"
            rel="noreferrer"
          >
            {texts.netadminLink} <ExternalLink className="size-3" aria-hidden="true" />
          </a>
        )}
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="outline" size="sm">
              {texts.showRaw}
            </Button>
          </PopoverTrigger>
          <PopoverContent className="w-96">
            <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-all text-xs">
              {JSON.stringify(raw, null, 2)}
            </pre>
          </PopoverContent>
        </Popover>
      </div>
    </section>
  );
}
