// The link for what is on screen now (derive/link.js's linkQuery, a pure function of the store) in #share-link,
// and the address bar's (derive/link.js's addressLink: the link, edited JSON carried in its fragment, packed, and
// the presenter's projector mode; only the language while what is shown has no link). The room's QR code is
// components/room-code.js's.
import { setHidden, coalesced, afterPaint } from '../ui/dom.js';
import { state, subscribe } from '../state/store.js';
import { LINK_KEYS, linkQuery, addressLink } from '../derive/link.js';

/** The address bar is written at most once in this long (ms): a turn of the 3D layers or a pan changes the link at
 *  every frame, and each write costs the browser a navigation's bookkeeping; the last address is always written. */
const ADDRESS_EVERY_MS = 250;

export class ShareLink {
  /** els: {link (an <a>)}. */
  constructor(els) {
    this.els = els;
    this.link = null; // the link drawn
    this.address = null; // the address to write in the address bar
    this.addressLater = afterPaint(() => this.scheduleAddress());
    this.addressTimer = null;
    this.addressWritten = -Infinity; // when the address bar was last written (performance.now())
    // Once per task, however many parts of the state it changed (a touch's answer changes several).
    subscribe([...LINK_KEYS, 'ready'], coalesced(() => this.render()));
    this.render();
  }

  render() {
    const query = linkQuery(state);
    const link = query ? `${location.origin}${location.pathname}?${query}` : '';
    const { query: addressQuery, fragment } = addressLink(state);
    const address = `${location.pathname}?${addressQuery}${fragment ? `#${fragment}` : ''}`;
    if (state.ready && `${location.pathname}${location.search}${location.hash}` !== address) this.writeAddress(address);
    if (link === this.link) return;
    this.link = link;
    const a = this.els.link;
    setHidden(a, !link);
    if (link) a.href = link;
    else a.removeAttribute('href');
  }

  /** The address bar names `address` after the frame the change is painted in: writing it
   *  (history.replaceState) costs the browser several milliseconds, which a touch's answer should not wait for;
   *  and no sooner than ADDRESS_EVERY_MS after the last write (the latest address then). */
  writeAddress(address) {
    this.address = address;
    this.addressLater();
  }

  scheduleAddress() {
    if (this.addressTimer) return;
    const wait = Math.max(0, this.addressWritten + ADDRESS_EVERY_MS - performance.now());
    this.addressTimer = setTimeout(() => {
      this.addressTimer = null;
      if (`${location.pathname}${location.search}${location.hash}` === this.address) return;
      history.replaceState(null, '', this.address);
      this.addressWritten = performance.now();
    }, wait);
  }
}
