/// A binding the API can write through, with the root it writes to and the render context its
/// hooks and rejections report to.
///
/// ``PlaygroundWorld/commit(_:to:)`` needs nothing else, so a binding that belongs to no scene
/// (built at run time over a `State` of its own) is written, reported, logged and published
/// exactly as a scene's binding is, once something makes a target for it.
struct WriteTarget {
  let binding: SceneBinding
  let root: any BindingRoot
  let context: RenderContext
}

extension PlaygroundWorld {
  /// The binding `id` from a fresh render of its scene, made for one write: its hooks and its
  /// rejection are that write's. `nil` for an unknown id.
  func target(_ id: String) -> WriteTarget? {
    guard let (scene, index) = directory.place(ofBinding: id) else { return nil }
    let context = RenderContext()
    return WriteTarget(binding: scene.render(context)[index], root: scene.bindingRoot, context: context)
  }
}
