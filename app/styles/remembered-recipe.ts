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

interface Level {
  next: Map<unknown, Level>
  classes?: string
}

export function rememberRecipe<Options extends object>(recipe: (options?: Options) => string): (options: Options) => string {
  let root: Level = { next: new Map() }
  let combinations = 0
  const step = (level: Level, key: unknown) => {
    let next = level.next.get(key)
    if (next === undefined) level.next.set(key, (next = { next: new Map() }))
    return next
  }
  return (options) => {
    if (combinations >= MAX_COMBINATIONS) {
      root = { next: new Map() }
      combinations = 0
    }
    let level = root
    for (const name in options) level = step(step(level, name), options[name])
    if (level.classes === undefined) {
      level.classes = recipe(options)
      combinations++
    }
    return level.classes
  }
}
