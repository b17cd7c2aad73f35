/**
 * A vanilla-extract recipe whose class names are worked out once for each combination of variants.
 *
 * A recipe's runtime merges its defaults with the variants it is given and walks every variant on
 * each call. Rows call four recipes each on every render, on the server and again while the page
 * hydrates, always with the same few combinations. The answers are kept in a tree of maps, one
 * level for each variant's name and one for its value, so a call builds no key of its own.
 *
 * The variants come from the page's settings (a row's type, its alignment); the tree is emptied
 * if it ever holds more than MAX_COMBINATIONS, which no recipe here comes near.
 */
const MAX_COMBINATIONS = 500

/** Where a level of the tree keeps the class names of the combination that ends there. */
const CLASSES = Symbol('classes')
type Level = Map<unknown, Level> & { [CLASSES]?: string }

export function rememberRecipe<Options extends object>(recipe: (options?: Options) => string): (options: Options) => string {
  let root: Level = new Map()
  let combinations = 0
  return (options) => {
    let level = root
    for (const name in options) {
      for (const key of [name, options[name]]) {
        let next = level.get(key)
        if (next === undefined) level.set(key, (next = new Map()))
        level = next
      }
    }
    let classes = level[CLASSES]
    if (classes === undefined) {
      if (++combinations > MAX_COMBINATIONS) {
        root = new Map()
        combinations = 0
      }
      classes = level[CLASSES] = recipe(options)
    }
    return classes
  }
}
