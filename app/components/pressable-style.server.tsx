/**
 * react-aria's pressable elements (buttons, links, menu items) take `touch-action: pan-x pan-y
 * pinch-zoom`, so a tap is not held back waiting for a double-tap zoom. react-aria puts that rule
 * in a <style> of its own, prepended to the head when its first pressable mounts, unless the
 * document already has an element with the style's id. Added by script once the page had
 * hydrated, the new style sheet made the browser restyle and lay out the whole page again (about
 * 70 ms of main thread on a phone, just as the page became usable). Served in the page's head,
 * the rule is there from the first paint and costs nothing later. The id and the text are
 * react-aria's own (`pressable-style.server.test.ts` compares them with the installed react-aria).
 * The server entry puts it at the end of the head (app/utils/server-head.tsx): the page's
 * JavaScript never needs it.
 */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style'
export const PRESSABLE_STYLE_TEXT = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`

export function PressableStyle() {
  return <style id={PRESSABLE_STYLE_ID}>{PRESSABLE_STYLE_TEXT}</style>
}
