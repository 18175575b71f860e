// The QR code on the projector stage, as numbers: how large it is drawn at each of the sizes the presenter picks.
// A module (the code's square) of 6 px on a 1080-line projected image is about 11 mm on a 2 m tall screen: a
// version-3 code (37 modules with its quiet zone) some 40 cm across, which a phone reads from about 4–5 m (ten
// times its width); 6 px rather than more leaves the step's sentence room beside a view low on the screen; the code is drawn at that module size for the screen it is on (the same share
// of the projected image whatever the laptop's resolution), larger at the presenter's larger sizes for the back
// of a bigger room, and always inside the stage. Its module count follows from the link's length: the server
// draws it with libqrencode at error correction level M (Sources/QRCode), whose byte-mode capacities are below
// — an upper bound on the version it picks, so a module is never drawn smaller than meant.

/** The sizes: the module's px on a 1080-line screen at each level the presenter picks. */
export const QR_SIZES = [6, 9, 12];
/** The bytes a version 1…10 code holds at level M in byte mode (ISO/IEC 18004, table 7). */
const BYTES_AT_M = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];
/** The quiet zone each side, modules. */
const QUIET = 4;
/** The smallest code drawn, px (a small stage still gets a code a phone reads at arm's length). */
const MIN_PX = 150;
/** Room the code's frame and caption (the link as text, − and +) and the zoom buttons above it take, px. */
const FRAME_PX = 130;

/** The modules across a code holding `text` (with its quiet zone). */
export function qrModules(text) {
  const bytes = new TextEncoder().encode(String(text)).length;
  const version = BYTES_AT_M.findIndex((capacity) => bytes <= capacity) + 1 || BYTES_AT_M.length;
  return 17 + 4 * version + 2 * QUIET;
}

/** The code's side in px for `text` at size `level` (1…QR_SIZES.length) on a `screen` {width, height} px,
 *  inside a stage of `stage` {width, height} px. */
export function qrSide(text, level, screen, stage) {
  const module = QR_SIZES[Math.max(1, Math.min(QR_SIZES.length, level)) - 1];
  const short = Math.min(screen.width || 0, screen.height || 0);
  const wanted = Math.max(MIN_PX, qrModules(text) * module * (short / 1080));
  const room = Math.min((stage.height || 0) - FRAME_PX, (stage.width || 0) / 2);
  return Math.round(Math.max(MIN_PX, Math.min(wanted, room)));
}
