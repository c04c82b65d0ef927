import HTTPServer
import Playground

/// The pages a course page shows in an iframe: `/embed/{scene}` shows one scene, and
/// `/embed/lab#def=…` one lab chain from the lab's permalink. Every one is `Public/embed.html`,
/// which reads the address; an unknown scene gets the same page with `404`, and the page says
/// which scenes there are.
///
/// Only these pages may be framed, and only by the origins given with `--embed-origin`
/// (``PlaygroundOptions/embedOrigins``).
@available(SwiftStdlib 6.2, *)
enum EmbedPages {
  /// The route of every embed page.
  static let pattern = "/embed/:name"
  /// The one file they all are.
  static let file = "/embed.html"
  /// The name of the lab's embed, beside the scenes' ids (no scene is called `lab`).
  static let lab = "lab"

  /// The names an embed page exists for: every scene's id, and ``lab``.
  static let names: Set<String> = Set(SceneList.ids + [lab])

  /// Adds the embed pages to a router that serves the page's files.
  static func register(on router: inout Router) {
    router.page(pattern, file: file, embeddable: true) { request in
      names.contains(request.parameters["name"] ?? "")
    }
  }
}
