import { router } from '../trpc.ts';
import { changeStatus, createFromTemplate, list, remove, send, templates } from './procedures.ts';

/** Documents of an agreement (document 3 panels 11 and 23); upload and download are HTTP routes (apps/api). */
export const documentsRouter = router({
  list,
  templates,
  createFromTemplate,
  send,
  changeStatus,
  remove,
});
