type HappyWindow = { happyDOM?: { setViewport(viewport: { width: number; height: number }): void } }

/** Resize the happy-dom window; window.matchMedia and innerWidth follow. */
export function setViewportWidth(width: number) {
  ;(window as unknown as HappyWindow).happyDOM?.setViewport({ width, height: 900 })
}
