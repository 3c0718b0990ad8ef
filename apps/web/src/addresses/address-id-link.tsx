import { AppLink } from '@/components/app-link.tsx';
import { addressPagePath } from '@/lib/app-paths.ts';

/** 'Adress-ID {id}' opening the address page (accesses, agreements, customers) in a new tab. */
export function AddressIdLink({ addressId }: { addressId: string }) {
  return (
    <AppLink to={addressPagePath(addressId)} className="text-primary underline">
      Adress-ID {addressId}
    </AppLink>
  );
}
