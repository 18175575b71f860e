// The room's QR code on the projector stage (#room-code): the room's short link (the store's roomLink, which
// actions/room-link.js keeps) drawn by the server (GET /api/qr, SVG), with the link as text under it for those
// who type it, and − / + to draw it smaller or larger (the store's qrSize; derive/room-code.js has the sizes).
// The code is asked for once per short link: it holds still while the replay plays.
import { h, clear, setHidden } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { state, subscribe, setQRSize } from '../state/store.js';
import { QR_SIZES, qrSide } from '../derive/room-code.js';

export class RoomCode {
  /** els: {figure, img, url (the link as text), smaller, larger}. */
  constructor(els) {
    this.els = els;
    els.smaller.addEventListener('click', () => setQRSize(Math.max(1, state.qrSize - 1)));
    els.larger.addEventListener('click', () => setQRSize(Math.min(QR_SIZES.length, state.qrSize + 1)));
    els.img.addEventListener('load', () => {
      els.img.dataset.link = els.img.dataset.asked; // what the code shown encodes (the page tests read it back)
      this.render();
    });
    subscribe(['projector', 'roomLink', 'qrSize', 'stageSize', 'language'], () => this.render(), { now: true });
  }

  render() {
    const { figure, img, url, smaller, larger } = this.els;
    const link = state.projector && state.roomLink ? new URL(state.roomLink.url, location.href).href : '';
    if (!link) {
      setHidden(figure, true);
      return;
    }
    if (img.dataset.asked !== link) {
      img.dataset.asked = link;
      img.src = `/api/qr?text=${encodeURIComponent(link)}`;
    }
    // Shown once a code is drawn; a new link's code replaces the last one when it has come (a moment).
    setHidden(figure, !img.dataset.link);
    const side = `${qrSide(link, state.qrSize, { width: innerWidth, height: innerHeight }, state.stageSize)}px`;
    if (img.style.width !== side) {
      img.style.width = side;
      img.style.height = side;
    }
    const shown = link.replace(/^https?:\/\//, '');
    if (url.dataset.link !== shown) {
      url.dataset.link = shown;
      const at = shown.indexOf('/');
      clear(url).append(h('span', { text: shown.slice(0, at) }), h('wbr'), h('span', { text: shown.slice(at) }));
    }
    smaller.disabled = state.qrSize <= 1;
    larger.disabled = state.qrSize >= QR_SIZES.length;
    img.alt = t('qrLabel');
  }
}
