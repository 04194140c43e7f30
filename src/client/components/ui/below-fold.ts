/**
 * A section that starts below the first screen: the browser lays it out and paints it only when it
 * comes near the screen, which keeps the first layout of a long page small on a phone. Each use adds
 * `[contain-intrinsic-size:auto_<height>]`, its usual height, so the scroll bar stays about right
 * until it has been drawn once (then the browser remembers its real height).
 */
export const BELOW_FOLD = '[content-visibility:auto]';
