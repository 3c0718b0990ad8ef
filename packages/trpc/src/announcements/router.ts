import { router } from '../trpc.ts';
import { create } from './create.ts';
import { list } from './list.ts';
import { setPublished } from './set-published.ts';
import { update } from './update.ts';

/** /sappis/announcement-manager: customer announcements that marketing writes, previews and publishes. */
export const announcementsRouter = router({
  list,
  create,
  update,
  setPublished,
});
