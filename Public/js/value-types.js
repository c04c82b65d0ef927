// @ts-check
// The Swift type of every binding's value and every scene's root, learnt from GET /api/scenes,
// so values from the log, the stream and answers are printed by their own type; each binding's
// Swift expression, so an explanation can name the step that changed a value; and each scene's
// title, for entries that name scenes (resets, restores).

/**
 * What is learnt of a scene (or a lab binding, which the page treats as one).
 * @typedef {{id: string, title?: string, root: {type: string},
 *   bindings: {id: string, valueType: string, expression?: string}[]}} TypedScene
 */

/** @type {Map<string, string>} */
const bindings = new Map();
/** @type {Map<string, string>} */
const expressions = new Map();
/** @type {Map<string, string>} */
const roots = new Map();
/** @type {Map<string, string>} */
const titles = new Map();

/**
 * Remembers the types, expressions and titles of `scenes` (the `scenes` of GET /api/scenes).
 * @param {TypedScene[]} scenes
 */
export function learnTypes(scenes) {
  for (const scene of scenes) {
    roots.set(scene.id, scene.root.type);
    if (scene.title !== undefined) titles.set(scene.id, scene.title);
    for (const binding of scene.bindings) {
      bindings.set(binding.id, binding.valueType);
      if (binding.expression !== undefined) expressions.set(binding.id, binding.expression);
    }
  }
}

/**
 * Scene `id`'s title (the id itself when unknown).
 * @param {string} id
 */
export function sceneTitle(id) {
  return titles.get(id) ?? id;
}

/** How many scenes the playground has. */
export function sceneCount() {
  return titles.size;
}

/**
 * The value type of binding `id` (`""` when unknown).
 * @param {string} id
 */
export function bindingType(id) {
  return bindings.get(id) ?? "";
}

/**
 * The Swift expression of binding `id` (`""` when unknown).
 * @param {string} id
 */
export function bindingExpression(id) {
  return expressions.get(id) ?? "";
}

/**
 * The type of scene `id`'s root (`""` when unknown).
 * @param {string} id
 */
export function rootType(id) {
  return roots.get(id) ?? "";
}
