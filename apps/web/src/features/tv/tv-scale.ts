/**
 * The TV pages are laid out for a 1920×1080 screen in rem, and the root size scales with the
 * screen that shows them (by the narrower of its height and width), so a 4K TV shows everything
 * twice as large and a 720p one two thirds (issue 18, decision 121). Rendered as a style
 * element with the page, it applies before its first layout and goes with it.
 */
export const TV_SCALE_STYLE = 'html{font-size:min(calc(16 * 100vh / 1080), calc(16 * 100vw / 1920))}';
