// The Swift type of every binding's value and every scene's root, learnt from GET /api/scenes,
// so values from the log, the stream and answers are printed by their own type.

const bindings = new Map();
const roots = new Map();

/** Remembers the types of `scenes` (the `scenes` of GET /api/scenes). */
export function learnTypes(scenes) {
  for (const scene of scenes) {
    roots.set(scene.id, scene.root.type);
    for (const binding of scene.bindings) bindings.set(binding.id, binding.valueType);
  }
}

/** The value type of binding `id` (`""` when unknown). */
export function bindingType(id) {
  return bindings.get(id) ?? "";
}

/** The type of scene `id`'s root (`""` when unknown). */
export function rootType(id) {
  return roots.get(id) ?? "";
}
