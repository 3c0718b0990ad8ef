import { DEFAULT_PRODUCT_NAME } from '@sappis/shared/product';
import * as React from 'react';
import { trpc } from '@/lib/trpc.ts';

const ProductNameContext = React.createContext<string>(DEFAULT_PRODUCT_NAME);

/** The brand name the server is set to (PRODUCT_NAME), for the texts that name it ('{product} Play'). */
export function ProductNameProvider({
  productName,
  children,
}: {
  productName: string;
  children: React.ReactNode;
}) {
  return <ProductNameContext.Provider value={productName}>{children}</ProductNameContext.Provider>;
}

/** The brand name: what RequireAuth loaded from the server ('Sappa' where no provider is above, as in tests). */
export function useProductName(): string {
  return React.useContext(ProductNameContext);
}

/** The server's settings the web app needs (`system.config`); they do not change while the server runs. */
export function useSystemConfigQuery() {
  return trpc.system.config.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
}
