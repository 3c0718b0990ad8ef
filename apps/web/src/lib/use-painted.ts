import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

/** False until the component's first frame is painted: what the first view does not need can wait for it. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
