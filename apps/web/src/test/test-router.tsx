import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * MemoryRouter's stand-in for components that need a data router (the customer view's panels block navigations
 * that would lose unsaved input): every path renders `children`.
 */
export function TestRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries }));
  return <RouterProvider router={router} />;
}
