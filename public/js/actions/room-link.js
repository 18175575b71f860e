// The room's short link: on the projector stage, derive/link.js's roomQuery (the student's face of what is shown)
// is kept by the server under a short id (POST /api/links), so the QR code says /l/{id} — a few characters
// whatever the state holds, a code small enough to scan from the back of a room. The room's link holds still
// while the replay plays, so the code is asked for once per stop, and again only when the presenter stops at
// another step, picks another view or changes what is shown. Off the projector stage there is none.
import * as api from '../api.js';
import * as store from '../state/store.js';
import { state } from '../state/store.js';
import { begin, abort } from '../state/requests.js';
import { roomQuery } from '../derive/link.js';

export async function publishRoomLink() {
  const query = state.projector && state.ready ? roomQuery(state) : '';
  if (!query) {
    abort('room-link');
    store.setRoomLink(null);
    return;
  }
  if (state.roomLink && state.roomLink.query === query) return;
  const signal = begin('room-link');
  try {
    const link = await api.createLink(query, signal);
    if (!signal.aborted) store.setRoomLink({ query, id: link.id, url: link.url });
  } catch (err) {
    // No code rather than the last one, which opens another state; the presenter's Share still works.
    if (!signal.aborted) store.setRoomLink(null);
  }
}
