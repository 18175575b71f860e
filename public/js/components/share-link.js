// The link for what is on screen now (derive/link.js's linkQuery, a pure function of the store) in #share-link,
// and the address bar's (addressQuery: the link and the presenter's projector mode; only the language while what
// is shown has no link: edited JSON is linked once shared). The room's QR code is components/room-code.js's.
import { setHidden } from '../ui/dom.js';
import { state, subscribe } from '../state/store.js';
import { LINK_KEYS, linkQuery, addressQuery } from '../derive/link.js';

export class ShareLink {
  /** els: {link (an <a>)}. */
  constructor(els) {
    this.els = els;
    this.link = null; // the link drawn
    subscribe([...LINK_KEYS, 'ready'], () => this.render(), { now: true });
  }

  render() {
    const query = linkQuery(state);
    const link = query ? `${location.origin}${location.pathname}?${query}` : '';
    const address = `${location.pathname}?${addressQuery(state)}`;
    if (state.ready && `${location.pathname}${location.search}` !== address) history.replaceState(null, '', address);
    if (link === this.link) return;
    this.link = link;
    const a = this.els.link;
    setHidden(a, !link);
    if (link) a.href = link;
    else a.removeAttribute('href');
  }
}
