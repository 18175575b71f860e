// The QR code on the projector stage, as numbers: how large it is drawn at each of the sizes the presenter picks.
// A code of version ≤ 4 (the room's short link, /l/{id}: about 40 characters) is at most 33 modules and 4 of
// quiet zone each side: 41. The default, about 30% of the stage's shorter side, is some 280 px on a 1080p
// projector: 7 px a module, about 13 mm on a 2 m tall image, which a phone reads from about 6 m; larger sizes
// serve the back of a bigger room.

/** The sizes, as fractions of the stage's shorter side. */
export const QR_SIZES = [0.3, 0.45, 0.62];
/** The smallest code drawn, px (a small stage still gets a code a phone reads at arm's length). */
const MIN_PX = 150;

/** The code's side in px for size `level` (1…QR_SIZES.length) on a stage of `stage` {width, height} px. */
export function qrSide(level, stage) {
  const fraction = QR_SIZES[Math.max(1, Math.min(QR_SIZES.length, level)) - 1];
  const short = Math.min(stage.width || 0, stage.height || 0);
  return Math.round(Math.max(MIN_PX, short * fraction));
}
