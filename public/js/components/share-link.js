// The link for what is on screen now (derive/link.js's linkQuery, a pure function of the store): in the address
// bar (only the language while what is shown has no link: edited JSON is linked once shared), in #share-link,
// and, on the projector stage, as a QR code (#qr, made by the server) once the link has stopped changing for a
// moment (a replay steps often).
import { setHidden } from '../ui/dom.js';
import { state, subscribe } from '../state/store.js';
import { linkQuery, addressQuery } from '../derive/link.js';

/** The state the link is made from: a change of any of these may change it. */
const LINKED = ['input', 'storedId', 'preset', 'presetJSON', 'touch', 'trace', 'lesson', 'replay', 'predict', 'selected',
  'options', 'layers3d', 'view', 'isolated', 'dragEdit', 'search', 'tab', 'language', 'projector'];
const QR_WAIT_MS = 250;

export class ShareLink {
  /** els: {link (an <a>), qr (an <img>)}. */
  constructor(els) {
    this.els = els;
    this.link = null; // the link drawn
    this.qrTimer = null;
    this.qrFor = null; // the link the QR code shown encodes
    this.projector = false; // the mode the QR code was scheduled for
    subscribe([...LINKED, 'ready'], () => this.render(), { now: true });
  }

  render() {
    const query = linkQuery(state);
    const link = query ? `${location.origin}${location.pathname}?${query}` : '';
    const address = `${location.pathname}?${addressQuery(state)}`;
    if (state.ready && `${location.pathname}${location.search}` !== address) history.replaceState(null, '', address);
    if (link === this.link && state.projector === this.projector) return;
    this.link = link;
    this.projector = state.projector;
    const a = this.els.link;
    setHidden(a, !link);
    if (link) a.href = link;
    else a.removeAttribute('href');
    this.scheduleQR();
  }

  /** The QR code follows the link, once it has stopped changing for a moment. */
  scheduleQR() {
    const img = this.els.qr;
    clearTimeout(this.qrTimer);
    if (!state.projector || !this.link) {
      setHidden(img, true);
      return;
    }
    if (this.qrFor === this.link) {
      setHidden(img, false);
      return;
    }
    this.qrTimer = setTimeout(() => {
      const link = this.link;
      img.onload = () => {
        img.dataset.link = link; // what the code shown encodes (the page tests read it back)
        if (link === this.link) img.hidden = false;
      };
      img.src = `/api/qr?text=${encodeURIComponent(link)}`;
      this.qrFor = link;
    }, QR_WAIT_MS);
  }
}
