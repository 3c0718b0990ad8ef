import { Toast as ToastPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '@/lib/utils.ts';

/** The four snackbar severities: success green, info blue, warning orange, error red. */
export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

const SEVERITY_CLASSES: Record<ToastSeverity, string> = {
  success: 'bg-green-700',
  info: 'bg-blue-700',
  warning: 'bg-orange-600',
  error: 'bg-red-700',
};

interface ToastItem {
  id: number;
  message: string;
  duration: number;
  severity: ToastSeverity;
}

/** A snackbar: `const toast = useToast(); toast('Kopierat: 123', { severity: 'success' })`. */
type ShowToast = (message: string, options: { severity: ToastSeverity; duration?: number }) => void;

const ToastContext = React.createContext<ShowToast | null>(null);

export const DEFAULT_TOAST_MS = 3000;

export function Toaster({ children }: { children: React.ReactNode }) {
  const [items, setItems] = React.useState<ToastItem[]>([]);
  const nextId = React.useRef(1);

  const show = React.useCallback<ShowToast>((message, options) => {
    const item: ToastItem = {
      id: nextId.current++,
      message,
      duration: options.duration ?? DEFAULT_TOAST_MS,
      severity: options.severity,
    };
    // One snackbar at a time: a new message replaces the previous one.
    setItems([item]);
  }, []);

  const remove = (id: number) => setItems((current) => current.filter((item) => item.id !== id));

  return (
    <ToastContext.Provider value={show}>
      <ToastPrimitive.Provider swipeDirection="down" label="Notifiering">
        {children}
        {items.map((item) => (
          <ToastPrimitive.Root
            key={item.id}
            duration={item.duration}
            // Problems are announced at once, confirmations politely.
            type={item.severity === 'error' || item.severity === 'warning' ? 'foreground' : 'background'}
            data-severity={item.severity}
            onOpenChange={(open) => {
              if (!open) remove(item.id);
            }}
            className={cn(
              'rounded-md px-4 py-2.5 text-sm text-white shadow-lg',
              SEVERITY_CLASSES[item.severity],
            )}
          >
            <ToastPrimitive.Description>{item.message}</ToastPrimitive.Description>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport className="fixed bottom-4 left-1/2 z-[100] flex w-max max-w-[90vw] -translate-x-1/2 flex-col gap-2 outline-none" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = React.useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <Toaster> above it');
  return show;
}
