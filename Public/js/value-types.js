// The Swift type of every binding's value and every scene's root, learnt from GET /api/scenes,
// so values from the log, the stream and answers are printed by their own type; and each
// scene's title, for entries that name scenes (resets, restores).

const bindings = new Map();
const roots = new Map();
const titles = new Map();

/** Remembers the types and titles of `scenes` (the `scenes` of GET /api/scenes). */
export function learnTypes(scenes) {
  for (const scene of scenes) {
    roots.set(scene.id, scene.root.type);
    titles.set(scene.id, scene.title);
    for (const binding of scene.bindings) bindings.set(binding.id, binding.valueType);
  }
}

/** Scene `id`'s title (the id itself when unknown). */
export function sceneTitle(id) {
  return titles.get(id) ?? id;
}

/** How many scenes the playground has. */
export function sceneCount() {
  return titles.size;
}

/** The value type of binding `id` (`""` when unknown). */
export function bindingType(id) {
  return bindings.get(id) ?? "";
}

/** The type of scene `id`'s root (`""` when unknown). */
export function rootType(id) {
  return roots.get(id) ?? "";
}
