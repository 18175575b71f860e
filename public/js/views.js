// The page's components (the drawing, the tree, the editor…), made once from the DOM by main.js and shared
// by the modules that drive them. They hold no state of the page's own: that is in store.js.

export const views = {};

/** Called once by main.js with every component. */
export function setViews(made) {
  Object.assign(views, made);
  Object.freeze(views);
}
