import SwiftUI

/// A view written the way the advisor's findings come from.
struct EffortView: View {
  @State private var effort = 3
  @State private var nickname: String?

  var body: some View {
    Slider(value: Binding(get: { Double(effort) }, set: { effort = Int($0) }))
    TextField("Nickname", text: Binding(get: { nickname ?? "" }, set: { nickname = $0 }))
  }
}
